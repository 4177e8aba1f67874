<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/event_document.cpp" line="17"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="20"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation>%1 不是可读取的 TRF 文件。%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="33"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/event_document.cpp" line="51"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation>第%3轮中 %1 号与 %2 号棋手未被配对。</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="60"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — 国际象棋赛事管理</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="61"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="62"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="63"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="67"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="68"/>
        <source>&amp;About Arbiter</source>
        <translation>关于 Arbiter(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="69"/>
        <source>No event open</source>
        <translation>未打开赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="73"/>
        <source>About Arbiter</source>
        <translation>关于 Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="74"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation>Arbiter 管理国际象棋赛事：编排、成绩、名次以及裁判记录，并依照国际象棋规则进行核对。</translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/players_model.cpp" line="62"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="64"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="66"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="68"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="70"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="72"/>
        <source>FIDE ID</source>
        <translation>FIDE 编号</translation>
    </message>
    <message>
        <location filename="../app/gui/players_model.cpp" line="74"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <location filename="../app/gui/round_model.cpp" line="90"/>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="92"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="95"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="97"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/round_model.cpp" line="99"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="62"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="64"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="66"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="68"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="70"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="72"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/standings_model.cpp" line="74"/>
        <source>Points</source>
        <translation>积分</translation>
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
