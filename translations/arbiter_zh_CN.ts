<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
</TS>
