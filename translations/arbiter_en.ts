<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/event_document.cpp" line="17"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="20"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="33"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="51"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="60"/>
        <source>Arbiter — chess tournament manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="61"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="62"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="63"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="67"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="68"/>
        <source>&amp;About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="69"/>
        <source>No event open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="73"/>
        <source>About Arbiter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="74"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/players_model.cpp" line="62"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="64"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="66"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="68"/>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="70"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="72"/>
        <source>FIDE ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="74"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <location filename="../app/gui/round_model.cpp" line="90"/>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="92"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="95"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="97"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="99"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="62"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="64"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="66"/>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="68"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="70"/>
        <source>Federation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="72"/>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="74"/>
        <source>Points</source>
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
