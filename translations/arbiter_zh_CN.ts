<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gui::ClaimChecker</name>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="21"/>
        <source>checkmate (Laws 5.1.1)</source>
        <translation>将死（规则 5.1.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="23"/>
        <source>stalemate (Laws 5.2.1)</source>
        <translation>逼和（规则 5.2.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="25"/>
        <source>no checkmate possible (Laws 5.2.2)</source>
        <translation>双方均无法将死（规则 5.2.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="27"/>
        <source>75 moves without capture or pawn move (Laws 9.6.2)</source>
        <translation>75 回合无吃子且无兵的走动（规则 9.6.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="30"/>
        <source>fivefold repetition (Laws 9.6.1)</source>
        <translation>五次重复局面（规则 9.6.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="34"/>
        <source>the end of the game</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="42"/>
        <source>Ply %1 is beyond the legal moves of the game (%2 plies).</source>
        <translation>第 %1 步超出了对局的合法着法范围（共 %2 步）。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="47"/>
        <source>Line %1, column %2: the move %3 cannot be played.</source>
        <translation>第%1行第%2列：着法 %3 无法走出。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="55"/>
        <source>&quot;%1&quot; is not a move.</source>
        <translation>“%1”不是着法。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="58"/>
        <source>The game had already ended at ply %1 by %2: there is nothing to claim.</source>
        <translation>对局已在第 %1 步因%2结束：无可申请。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="64"/>
        <source>The claim cannot be judged.</source>
        <translation>无法裁定该申请。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="91"/>
        <source>The text holds %1 game(s); there is no game %2.</source>
        <translation>文本中有 %1 盘对局；不存在第 %2 盘。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_checker.cpp" line="98"/>
        <source>Game %1 cannot be replayed: its start position (FEN) is not usable.</source>
        <translation>第 %1 盘无法复盘：其起始局面（FEN）不可用。</translation>
    </message>
</context>
<context>
    <name>gui::ClaimDialog</name>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="128"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="129"/>
        <source>Ply %1: %2%3 %4</source>
        <translation>第 %1 步：%2%3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="139"/>
        <source>Claim check failed</source>
        <translation>核查失败</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="153"/>
        <location filename="../app/gui/claim_dialog.cpp" line="158"/>
        <source>Open PGN</source>
        <translation>打开 PGN</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="154"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="159"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="169"/>
        <location filename="../app/gui/claim_dialog.cpp" line="173"/>
        <location filename="../app/gui/claim_dialog.cpp" line="175"/>
        <source>Save claim report</source>
        <translation>保存申请核查报告</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="170"/>
        <source>HTML files (*.html);;PDF files (*.pdf)</source>
        <translation>HTML 文件 (*.html);;PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="188"/>
        <source>Check a draw claim</source>
        <translation>核查和棋申请</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="189"/>
        <source>Paste the game&apos;s PGN here, or open a PGN file.</source>
        <translation>在此粘贴对局的 PGN，或打开 PGN 文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="190"/>
        <source>&amp;Open PGN...</source>
        <translation>打开 PGN(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="191"/>
        <source>&amp;Game:</source>
        <translation>对局(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="193"/>
        <source>&amp;Ply (half-moves played):</source>
        <translation>步数(&amp;P)（已走半回合数）：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="195"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="197"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>三次重复局面（规则 9.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="198"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>五十回合规则（规则 9.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="199"/>
        <source>&amp;Written move (optional):</source>
        <translation>写下的着法(&amp;W)（可选）：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="201"/>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="203"/>
        <source>FIDE Laws of Chess 2023</source>
        <translation>国际棋联棋规（2023）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="204"/>
        <source>Classic rules (art. 10)</source>
        <translation>传统规则（第 10 条）</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="205"/>
        <source>R&amp;ate of play:</source>
        <translation>比赛节奏(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="207"/>
        <source>Standard</source>
        <translation>标准棋</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="208"/>
        <source>Rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="209"/>
        <source>Blitz</source>
        <translation>超快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="210"/>
        <source>&amp;Check</source>
        <translation>核查(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/claim_dialog.cpp" line="211"/>
        <source>&amp;Save report...</source>
        <translation>保存报告(&amp;S)...</translation>
    </message>
</context>
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/event_document.cpp" line="73"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="76"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation>%1 不是可读取的 TRF 文件。%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="90"/>
        <source>%1 has no section yet.</source>
        <translation>%1 中还没有组别。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="94"/>
        <location filename="../app/gui/event_document.cpp" line="119"/>
        <location filename="../app/gui/event_document.cpp" line="132"/>
        <source>%1 has no section named %2.</source>
        <translation>%1 中没有名为 %2 的组别。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="117"/>
        <location filename="../app/gui/event_document.cpp" line="222"/>
        <source>No event file is open.</source>
        <translation>没有打开赛事文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="168"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="199"/>
        <source>That result cannot be entered for a board.</source>
        <translation>该结果不能登记到台次上。</translation>
    </message>
</context>
<context>
    <name>gui::EventFile</name>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="18"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="22"/>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="24"/>
        <source>%1 is not an Arbiter event file.</source>
        <translation>%1 不是 Arbiter 赛事文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="27"/>
        <source>%1 was written by a newer version of Arbiter; it was left untouched.</source>
        <translation>%1 由更新版本的 Arbiter 写入；文件未作任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="32"/>
        <source>%1 is busy: another program is writing to it. Try again in a moment.</source>
        <translation>%1 正忙：另一个程序正在写入。请稍后再试。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="37"/>
        <source>%1 is damaged; restore it from a backup.</source>
        <translation>%1 已损坏；请从备份恢复。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="40"/>
        <source>%1 could not be read or written (disk full or failing?).</source>
        <translation>%1 无法读写（磁盘已满或故障？）。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="46"/>
        <source>%1: unexpected storage error; nothing was changed.</source>
        <translation>%1：意外的存储错误；未作任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="55"/>
        <source>The section no longer exists.</source>
        <translation>该组别已不存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="57"/>
        <source>Round %1 is not paired.</source>
        <translation>第%1轮尚未编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="59"/>
        <source>There is no board %1 in this round.</source>
        <translation>本轮没有第%1台。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="62"/>
        <source>The game on board %1 is already finished.</source>
        <translation>第%1台的对局已经结束。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="65"/>
        <source>The event file refused the change (reason code %1); nothing was changed.</source>
        <translation>赛事文件拒绝了该更改（原因代码 %1）；未作任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="76"/>
        <source>There is nothing left to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="78"/>
        <source>Action %1 cannot be undone: what it changed has been changed since.</source>
        <translation>操作 %1 无法撤销：它所更改的内容此后已被再次更改。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="83"/>
        <source>Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone.</source>
        <translation>操作 %1 已退出 FIDE 模式，该模式无法再次进入：此操作不能撤销。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="89"/>
        <source>Action %1 cannot be undone: its audit row is damaged.</source>
        <translation>操作 %1 无法撤销：其审计记录已损坏。</translation>
    </message>
    <message>
        <location filename="../app/gui/event_file_text.cpp" line="95"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation>第%3轮中 %1 号与 %2 号棋手未被配对。</translation>
    </message>
</context>
<context>
    <name>gui::EventView</name>
    <message>
        <location filename="../app/gui/event_view.cpp" line="68"/>
        <source>Result not recorded</source>
        <translation>成绩未记录</translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="116"/>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="117"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="118"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="119"/>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/event_view.cpp" line="121"/>
        <source>Type a result on a board: 1 White wins, = draw, 0 Black wins, + or - forfeit, * double forfeit, W D L the same in a game of less than one move (not rated), Space to clear.</source>
        <translation>在台次上输入成绩：1 白胜，= 和棋，0 黑胜，+ 或 - 弃权，* 双方弃权，W D L 同上但对局不足一步（不计等级分），空格清除。</translation>
    </message>
</context>
<context>
    <name>gui::Export</name>
    <message>
        <location filename="../app/gui/report_export.cpp" line="38"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="53"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="82"/>
        <source>Round %1 has not been paired.</source>
        <translation>第 %1 轮尚未编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_export.cpp" line="93"/>
        <source>Pairings are written as HTML or PDF.</source>
        <translation>对阵表只能导出为 HTML 或 PDF。</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="97"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — 国际象棋赛事管理</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="98"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="99"/>
        <source>&amp;Open TRF...</source>
        <translation>打开 TRF(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="100"/>
        <source>Open e&amp;vent file...</source>
        <translation>打开赛事文件(&amp;V)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="101"/>
        <source>Show another &amp;section...</source>
        <translation>显示其他组别(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="102"/>
        <source>Save TRF &amp;as...</source>
        <translation>TRF 另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="103"/>
        <source>&amp;Export standings</source>
        <translation>导出排名(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="104"/>
        <location filename="../app/gui/main_window.cpp" line="108"/>
        <source>As &amp;HTML...</source>
        <translation>HTML 格式(&amp;H)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="105"/>
        <source>As &amp;CSV...</source>
        <translation>CSV 格式(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="106"/>
        <location filename="../app/gui/main_window.cpp" line="109"/>
        <source>As &amp;PDF...</source>
        <translation>PDF 格式(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="107"/>
        <source>Export &amp;pairings of the round</source>
        <translation>导出本轮对阵(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="110"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="111"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="112"/>
        <source>&amp;Undo the last action</source>
        <translation>撤销上一操作(&amp;U)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="113"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="114"/>
        <source>Check a &amp;draw claim...</source>
        <translation>核查和棋申请(&amp;D)...</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="115"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="119"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="120"/>
        <source>&amp;About Arbiter</source>
        <translation>关于 Arbiter(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="133"/>
        <source>%1, section %2</source>
        <translation>%1，组别 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="136"/>
        <source>%1 — %2 players, %3 rounds</source>
        <translation>%1 — %2 名棋手，%3 轮</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="140"/>
        <source>No event open</source>
        <translation>未打开赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="144"/>
        <location filename="../app/gui/main_window.cpp" line="148"/>
        <source>Open TRF</source>
        <translation>打开 TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="145"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>TRF 文件 (*.trf *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <location filename="../app/gui/main_window.cpp" line="156"/>
        <source>Open event file</source>
        <translation>打开赛事文件</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="153"/>
        <source>Arbiter event files (*.arbiter);;All files (*)</source>
        <translation>Arbiter 赛事文件 (*.arbiter);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <location filename="../app/gui/main_window.cpp" line="170"/>
        <source>Section</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="166"/>
        <source>Section to show:</source>
        <translation>要显示的组别：</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="175"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="179"/>
        <location filename="../app/gui/main_window.cpp" line="183"/>
        <source>Save TRF</source>
        <translation>保存 TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="180"/>
        <source>TRF files (*.trf)</source>
        <translation>TRF 文件 (*.trf)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="187"/>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>HTML files (*.html)</source>
        <translation>HTML 文件 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="188"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="189"/>
        <location filename="../app/gui/main_window.cpp" line="204"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="191"/>
        <location filename="../app/gui/main_window.cpp" line="195"/>
        <location filename="../app/gui/main_window.cpp" line="197"/>
        <source>Export standings</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="205"/>
        <location filename="../app/gui/main_window.cpp" line="209"/>
        <location filename="../app/gui/main_window.cpp" line="211"/>
        <source>Export pairings</source>
        <translation>导出对阵</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="222"/>
        <source>About Arbiter</source>
        <translation>关于 Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="223"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation>Arbiter 管理国际象棋赛事：编排、成绩、名次以及裁判记录，并依照国际象棋规则进行核对。</translation>
    </message>
</context>
<context>
    <name>gui::PlayerColumns</name>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="11"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="13"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="15"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="17"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="19"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/player_columns.cpp" line="24"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/players_model.cpp" line="63"/>
        <source>FIDE ID</source>
        <translation>FIDE 编号</translation>
    </message>
</context>
<context>
    <name>gui::ReportLabels</name>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="14"/>
        <source>en</source>
        <translation>zh-CN</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="21"/>
        <source>Draw claim check</source>
        <translation>和棋申请核查</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="22"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="23"/>
        <source>Claim</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="25"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>三次重复局面（规则 9.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="26"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>五十回合规则（规则 9.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="27"/>
        <source>by {} at ply {}</source>
        <translation>由{}在第 {} 步（半回合）提出</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="28"/>
        <source>with the written move {}</source>
        <translation>并写下着法 {}</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="29"/>
        <source>Verdict</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="30"/>
        <source>The claim is correct (Laws {}).</source>
        <translation>申请成立（规则 {}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="32"/>
        <source>The claim is incorrect (Laws {}).</source>
        <translation>申请不成立（规则 {}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="33"/>
        <location filename="../app/gui/report_labels.cpp" line="95"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="34"/>
        <location filename="../app/gui/report_labels.cpp" line="96"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="36"/>
        <source>The position does not stand for the third time.</source>
        <translation>该局面并未第三次出现。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="37"/>
        <source>The last 50 moves of each player were not all made without a capture or a pawn move.</source>
        <translation>双方最近各 50 步中有吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="41"/>
        <source>The written move is a capture or a pawn move.</source>
        <translation>写下的着法是吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="42"/>
        <source>The written move mates or stalemates: the game ends first.</source>
        <translation>写下的着法形成将死或逼和：对局先行结束。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="45"/>
        <source>The written move is not legal.</source>
        <translation>写下的着法不合规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="47"/>
        <source>The position stood at these plies</source>
        <translation>该局面出现于以下步数</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="48"/>
        <source>the start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="50"/>
        <source>after the written move {}</source>
        <translation>写下的着法 {} 之后</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="52"/>
        <source>Last capture or pawn move: ply {}</source>
        <translation>最后一次吃子或兵的走动：第 {} 步</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="54"/>
        <source>No capture or pawn move since the start.</source>
        <translation>开局以来没有吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="56"/>
        <source>Moves without capture or pawn move: {} plies</source>
        <translation>无吃子或兵走动的步数：{} 个半回合</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="58"/>
        <source>The claimed position (ply {})</source>
        <translation>申请时的局面（第 {} 步）</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="59"/>
        <source>Consequence</source>
        <translation>处理</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="60"/>
        <source>{} minute(s) added to the remaining time of {}; the game continues (Laws {}).</source>
        <translation>给{1}的剩余时间增加 {0} 分钟；对局继续（规则 {2}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="64"/>
        <source>{} minutes added to the used time of {}; the claimant loses if this passes the time limit (art. {}).</source>
        <translation>给{1}的已用时间增加 {0} 分钟；若因此超过时限，申请方判负（第 {2} 条）。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="68"/>
        <source>The written move {} must be played.</source>
        <translation>必须走出写下的着法 {}。</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="75"/>
        <source>Standings after round {}</source>
        <translation>第 {} 轮后排名</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="77"/>
        <source>Crosstable after round {}</source>
        <translation>第 {} 轮后交叉表</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="78"/>
        <source>Rk</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="79"/>
        <location filename="../app/gui/report_labels.cpp" line="94"/>
        <source>SNo</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="80"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="81"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="82"/>
        <source>Fed</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="83"/>
        <source>Rtg</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="84"/>
        <location filename="../app/gui/report_labels.cpp" line="97"/>
        <source>Pts</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="85"/>
        <source>R{}</source>
        <translation>第{}轮</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="92"/>
        <source>Pairings of round {}</source>
        <translation>第 {} 轮对阵</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="93"/>
        <source>Bd</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="98"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="99"/>
        <source>Byes and absences</source>
        <translation>轮空与缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="100"/>
        <source>pairing-allocated bye</source>
        <translation>编排轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="101"/>
        <source>half-point bye</source>
        <translation>半分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="102"/>
        <source>full-point bye</source>
        <translation>整分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/report_labels.cpp" line="103"/>
        <source>absent (zero-point bye)</source>
        <translation>缺席（零分轮空）</translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <location filename="../app/gui/round_model.cpp" line="61"/>
        <source>%1 (not rated)</source>
        <translation>%1（不计等级分）</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="97"/>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="99"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="104"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="106"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>gui::Standings</name>
    <message>
        <location filename="../app/gui/gui_standings.cpp" line="16"/>
        <source>No standings while an adjourned game is unresolved.</source>
        <translation>尚有封局未决，暂无排名。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_standings.cpp" line="22"/>
        <source>No round has been paired yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="61"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
</context>
<context>
    <name>gui::TrfError</name>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="14"/>
        <source>The file has no player lines (001).</source>
        <translation>文件中没有棋手行（001）。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="16"/>
        <source>The start number is not a number of 1 or more.</source>
        <translation>编号不是大于等于 1 的数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="18"/>
        <source>Two players have the same start number.</source>
        <translation>两名棋手的编号相同。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="20"/>
        <source>The start numbers do not run from 1 without gaps.</source>
        <translation>编号没有从 1 开始连续排列。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="23"/>
        <source>The rating is not a number.</source>
        <translation>等级分不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="25"/>
        <source>The points are not a number.</source>
        <translation>积分不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="27"/>
        <source>The rank is not a number.</source>
        <translation>名次不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="29"/>
        <source>The opponent is not a start number.</source>
        <translation>对手不是有效的编号。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="31"/>
        <source>The opponent has no player line.</source>
        <translation>对手没有对应的棋手行。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="33"/>
        <source>A player is paired with himself.</source>
        <translation>有棋手与自己配对。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="35"/>
        <source>The colour is not w, b or -.</source>
        <translation>执色不是 w、b 或 -。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="37"/>
        <source>The result code is unknown.</source>
        <translation>结果代码无法识别。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="39"/>
        <source>A played result has no opponent.</source>
        <translation>已赛结果缺少对手。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="41"/>
        <source>A round block is not in its columns.</source>
        <translation>某轮数据块未对齐到规定的列。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="43"/>
        <source>A record holds a value that cannot be read.</source>
        <translation>某条记录的值无法读取。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="45"/>
        <source>A point value is not a multiple of one half.</source>
        <translation>积分值不是 0.5 的整数倍。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="47"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/trf_error_text.cpp" line="53"/>
        <source>Line %1, column %2: %3</source>
        <translation>第%1行第%2列：%3</translation>
    </message>
</context>
</TS>
