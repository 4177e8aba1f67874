<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gui::ClaimChecker</name>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="21"/>
        <source>checkmate (Laws 5.1.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="23"/>
        <source>stalemate (Laws 5.2.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="25"/>
        <source>no checkmate possible (Laws 5.2.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="27"/>
        <source>75 moves without capture or pawn move (Laws 9.6.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="30"/>
        <source>fivefold repetition (Laws 9.6.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="34"/>
        <source>the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="42"/>
        <source>Ply %1 is beyond the legal moves of the game (%2 plies).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="47"/>
        <source>Line %1, column %2: the move %3 cannot be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="55"/>
        <source>&quot;%1&quot; is not a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="58"/>
        <source>The game had already ended at ply %1 by %2: there is nothing to claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="64"/>
        <source>The claim cannot be judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="91"/>
        <source>The text holds %1 game(s); there is no game %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="98"/>
        <source>Game %1 cannot be replayed: its start position (FEN) is not usable.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::ClaimDialog</name>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="128"/>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="129"/>
        <source>Ply %1: %2%3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="139"/>
        <source>Claim check failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="153"/>
        <location filename="../app/gui/claim_dialog.cpp" line="158"/>
        <source>Open PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="154"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="159"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="169"/>
        <location filename="../app/gui/claim_dialog.cpp" line="173"/>
        <location filename="../app/gui/claim_dialog.cpp" line="175"/>
        <source>Save claim report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="170"/>
        <source>HTML files (*.html);;PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="188"/>
        <source>Check a draw claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="189"/>
        <source>Paste the game&apos;s PGN here, or open a PGN file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="190"/>
        <source>&amp;Open PGN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="191"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="193"/>
        <source>&amp;Ply (half-moves played):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="195"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="197"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="198"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="199"/>
        <source>&amp;Written move (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="201"/>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="203"/>
        <source>FIDE Laws of Chess 2023</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="204"/>
        <source>Classic rules (art. 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="205"/>
        <source>R&amp;ate of play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="207"/>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="208"/>
        <source>Rapid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="209"/>
        <source>Blitz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="210"/>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="211"/>
        <source>&amp;Save report...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/event_document.cpp" line="73"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="76"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="90"/>
        <source>%1 has no section yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="94"/>
        <location filename="../app/gui/event_document.cpp" line="119"/>
        <location filename="../app/gui/event_document.cpp" line="132"/>
        <source>%1 has no section named %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="117"/>
        <location filename="../app/gui/event_document.cpp" line="222"/>
        <source>No event file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="168"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="199"/>
        <source>That result cannot be entered for a board.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::EventFile</name>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="18"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="22"/>
        <source>%1 already exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="24"/>
        <source>%1 is not an Arbiter event file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="27"/>
        <source>%1 was written by a newer version of Arbiter; it was left untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="32"/>
        <source>%1 is busy: another program is writing to it. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="37"/>
        <source>%1 is damaged; restore it from a backup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="40"/>
        <source>%1 could not be read or written (disk full or failing?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="46"/>
        <source>%1: unexpected storage error; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="55"/>
        <source>The section no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="57"/>
        <source>Round %1 is not paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="59"/>
        <source>There is no board %1 in this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="62"/>
        <source>The game on board %1 is already finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="65"/>
        <source>The event file refused the change (reason code %1); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="76"/>
        <source>There is nothing left to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="78"/>
        <source>Action %1 cannot be undone: what it changed has been changed since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="83"/>
        <source>Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="89"/>
        <source>Action %1 cannot be undone: its audit row is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="95"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::EventView</name>
    <message>
        <location filename="../app/gui/event_view.cpp" line="68"/>
        <source>Result not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="116"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="117"/>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="118"/>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="119"/>
        <source>&amp;Round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="121"/>
        <source>Type a result on a board: 1 White wins, = draw, 0 Black wins, + or - forfeit, * double forfeit, W D L the same in a game of less than one move (not rated), Space to clear.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::Export</name>
    <message>
        <location filename="../app/gui/report_export.cpp" line="38"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="53"/>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="82"/>
        <source>Round %1 has not been paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="93"/>
        <source>Pairings are written as HTML or PDF.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="97"/>
        <source>Arbiter — chess tournament manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="98"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>&amp;Open TRF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="100"/>
        <source>Open e&amp;vent file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="101"/>
        <source>Show another &amp;section...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>Save TRF &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="103"/>
        <source>&amp;Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <location filename="../app/gui/main_window.cpp" line="108"/>
        <source>As &amp;HTML...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>As &amp;CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="106"/>
        <location filename="../app/gui/main_window.cpp" line="109"/>
        <source>As &amp;PDF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="107"/>
        <source>Export &amp;pairings of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="112"/>
        <source>&amp;Undo the last action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="113"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>Check a &amp;draw claim...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="115"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="133"/>
        <source>%1, section %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>%1 — %2 players, %3 rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="140"/>
        <source>No event open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="144"/>
        <location filename="../app/gui/main_window.cpp" line="148"/>
        <source>Open TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="145"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <location filename="../app/gui/main_window.cpp" line="156"/>
        <source>Open event file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <source>Arbiter event files (*.arbiter);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <location filename="../app/gui/main_window.cpp" line="170"/>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <source>Section to show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="175"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="179"/>
        <location filename="../app/gui/main_window.cpp" line="183"/>
        <source>Save TRF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="180"/>
        <source>TRF files (*.trf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="187"/>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>HTML files (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="188"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="189"/>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="191"/>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <location filename="../app/gui/main_window.cpp" line="197"/>
        <source>Export standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <location filename="../app/gui/main_window.cpp" line="209"/>
        <location filename="../app/gui/main_window.cpp" line="211"/>
        <source>Export pairings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="222"/>
        <source>About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="223"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::PlayerColumns</name>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="11"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="13"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="15"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="17"/>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="19"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="24"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/players_model.cpp" line="63"/>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::ReportLabels</name>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="14"/>
        <source>en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="21"/>
        <source>Draw claim check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="22"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="23"/>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="25"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="26"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="27"/>
        <source>by {} at ply {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="28"/>
        <source>with the written move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="29"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="30"/>
        <source>The claim is correct (Laws {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="32"/>
        <source>The claim is incorrect (Laws {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="33"/>
        <location filename="../app/gui/report_labels.cpp" line="95"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="34"/>
        <location filename="../app/gui/report_labels.cpp" line="96"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="36"/>
        <source>The position does not stand for the third time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="37"/>
        <source>The last 50 moves of each player were not all made without a capture or a pawn move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="41"/>
        <source>The written move is a capture or a pawn move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="42"/>
        <source>The written move mates or stalemates: the game ends first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="45"/>
        <source>The written move is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="47"/>
        <source>The position stood at these plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="48"/>
        <source>the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="50"/>
        <source>after the written move {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="52"/>
        <source>Last capture or pawn move: ply {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="54"/>
        <source>No capture or pawn move since the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="56"/>
        <source>Moves without capture or pawn move: {} plies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="58"/>
        <source>The claimed position (ply {})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="59"/>
        <source>Consequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="60"/>
        <source>{} minute(s) added to the remaining time of {}; the game continues (Laws {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="64"/>
        <source>{} minutes added to the used time of {}; the claimant loses if this passes the time limit (art. {}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="68"/>
        <source>The written move {} must be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="75"/>
        <source>Standings after round {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="77"/>
        <source>Crosstable after round {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="78"/>
        <source>Rk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="79"/>
        <location filename="../app/gui/report_labels.cpp" line="94"/>
        <source>SNo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="80"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="81"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="82"/>
        <source>Fed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="83"/>
        <source>Rtg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="84"/>
        <location filename="../app/gui/report_labels.cpp" line="97"/>
        <source>Pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="85"/>
        <source>R{}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="92"/>
        <source>Pairings of round {}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="93"/>
        <source>Bd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="98"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="99"/>
        <source>Byes and absences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="100"/>
        <source>pairing-allocated bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="101"/>
        <source>half-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="102"/>
        <source>full-point bye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="103"/>
        <source>absent (zero-point bye)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <location filename="../app/gui/round_model.cpp" line="61"/>
        <source>%1 (not rated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="97"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="99"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="104"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="106"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::Standings</name>
    <message>
        <location filename="../app/gui/gui_standings.cpp" line="16"/>
        <source>No standings while an adjourned game is unresolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/gui_standings.cpp" line="22"/>
        <source>No round has been paired yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="61"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::TrfError</name>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="14"/>
        <source>The file has no player lines (001).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="16"/>
        <source>The start number is not a number of 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="18"/>
        <source>Two players have the same start number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="20"/>
        <source>The start numbers do not run from 1 without gaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="23"/>
        <source>The rating is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="25"/>
        <source>The points are not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="27"/>
        <source>The rank is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="29"/>
        <source>The opponent is not a start number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="31"/>
        <source>The opponent has no player line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="33"/>
        <source>A player is paired with himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="35"/>
        <source>The colour is not w, b or -.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="37"/>
        <source>The result code is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="39"/>
        <source>A played result has no opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="41"/>
        <source>A round block is not in its columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="43"/>
        <source>A record holds a value that cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="45"/>
        <source>A point value is not a multiple of one half.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="47"/>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="53"/>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
