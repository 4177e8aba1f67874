<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
</TS>
