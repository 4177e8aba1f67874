<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="20"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="21"/>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>Shortcut</translation>
    </message>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="24"/>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
</context>
<context>
    <name>gui::ArbiterOnDuty</name>
    <message>
        <location filename="../app/gui/views/arbiter_on_duty.cpp" line="42"/>
        <source>Arbiter on duty</source>
        <translation>Arbiter on duty</translation>
    </message>
    <message>
        <location filename="../app/gui/views/arbiter_on_duty.cpp" line="43"/>
        <source>The name the log gives every change made at this desk
(empty: the computer&apos;s user name):</source>
        <translation>The name the log gives every change made at this desk
(empty: the computer&apos;s user name):</translation>
    </message>
</context>
<context>
    <name>gui::AuditAction</name>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="171"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="176"/>
        <source>Burstein system</source>
        <translation>Burstein system</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="170"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="175"/>
        <source>Dubov system</source>
        <translation>Dubov system</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="22"/>
        <source>Check-in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="23"/>
        <source>Draw claim</source>
        <translation>Draw claim</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="24"/>
        <source>Clock corrected</source>
        <translation>Clock corrected</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="25"/>
        <source>Defective clock</source>
        <translation>Defective clock</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="26"/>
        <source>Envelope</source>
        <translation>Envelope</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="27"/>
        <source>Event created</source>
        <translation>Event created</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="28"/>
        <source>Flag fell</source>
        <translation>Flag fell</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="29"/>
        <source>Illegal move</source>
        <translation>Illegal move</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="30"/>
        <source>Irregular position</source>
        <translation>Irregular position</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="31"/>
        <source>Late arrival</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="32"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="33"/>
        <source>Player registered</source>
        <translation>Player registered</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="34"/>
        <source>Requested bye</source>
        <translation>Requested bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="35"/>
        <source>Player edited</source>
        <translation>Player edited</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="36"/>
        <source>Players imported</source>
        <translation>Players imported</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="37"/>
        <source>Player removed</source>
        <translation>Player removed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="38"/>
        <source>Player withdrawn</source>
        <translation>Player withdrawn</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="39"/>
        <source>Ratings updated</source>
        <translation>Ratings updated</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="40"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="41"/>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="42"/>
        <source>Pairing edited</source>
        <translation>Pairing edited</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="43"/>
        <source>Round published</source>
        <translation>Round published</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="44"/>
        <source>Round paired</source>
        <translation>Round paired</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="45"/>
        <source>Round started</source>
        <translation>Round started</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="46"/>
        <source>Round unpaired</source>
        <translation>Round unpaired</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="47"/>
        <source>Move sealed</source>
        <translation>Move sealed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="48"/>
        <source>Section added</source>
        <translation>Section added</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="49"/>
        <source>Numbers drawn by lot</source>
        <translation>Numbers drawn by lot</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="50"/>
        <source>Section edited</source>
        <translation>Section edited</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="51"/>
        <source>Forbidden pair</source>
        <translation>Forbidden pair</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="52"/>
        <source>Section imported</source>
        <translation>Section imported</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="53"/>
        <source>FIDE mode left</source>
        <translation>FIDE mode left</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="54"/>
        <source>Envelope opened</source>
        <translation>Envelope opened</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="59"/>
        <source>absence rule</source>
        <translation>absence rule</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="60"/>
        <source>acceleration</source>
        <translation>acceleration</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="61"/>
        <source>annulled</source>
        <translation>annulled</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="62"/>
        <source>arrived</source>
        <translation>arrived</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="63"/>
        <source>article</source>
        <translation>article</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="64"/>
        <source>at</source>
        <translation>at</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="65"/>
        <source>Black&apos;s time used</source>
        <translation>Black&apos;s time used</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="66"/>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="67"/>
        <source>boards</source>
        <translation>boards</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="68"/>
        <source>by</source>
        <translation>by</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="69"/>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="70"/>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="71"/>
        <source>position cannot be restored</source>
        <translation>position cannot be restored</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="72"/>
        <source>categories</source>
        <translation>categories</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="73"/>
        <source>chief arbiter</source>
        <translation>chief arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="74"/>
        <source>confirmed</source>
        <translation>confirmed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="75"/>
        <source>custody</source>
        <translation>custody</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="76"/>
        <source>default time</source>
        <translation>default time</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="77"/>
        <source>deputy arbiters</source>
        <translation>deputy arbiters</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="78"/>
        <source>draw offers</source>
        <translation>draw offers</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="79"/>
        <source>early by</source>
        <translation>early by</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="80"/>
        <source>Dutch edition</source>
        <translation>Dutch edition</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="81"/>
        <source>elapsed</source>
        <translation>elapsed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="82"/>
        <source>end date</source>
        <translation>end date</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="83"/>
        <source>evidence</source>
        <translation>evidence</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="84"/>
        <source>FIDE mode</source>
        <translation>FIDE mode</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="85"/>
        <source>fifty-move extension</source>
        <translation>fifty-move extension</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="86"/>
        <source>first move played</source>
        <translation>first move played</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="87"/>
        <source>checker findings overridden</source>
        <translation>checker findings overridden</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="88"/>
        <source>forced</source>
        <translation>forced</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="89"/>
        <source>forfeit</source>
        <translation>forfeit</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="90"/>
        <source>from round</source>
        <translation>from round</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="91"/>
        <source>initial colour</source>
        <translation>initial colour</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="92"/>
        <source>key</source>
        <translation>key</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="93"/>
        <source>kind</source>
        <translation>kind</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="94"/>
        <source>in the last period</source>
        <translation>in the last period</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="95"/>
        <source>list</source>
        <translation>list</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="96"/>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="97"/>
        <source>sealed move</source>
        <translation>sealed move</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="98"/>
        <source>move number</source>
        <translation>move number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="99"/>
        <source>moves each</source>
        <translation>moves each</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="100"/>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="101"/>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="102"/>
        <source>opponent can mate</source>
        <translation>opponent can mate</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="103"/>
        <source>opponent can win</source>
        <translation>opponent can win</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="104"/>
        <source>option</source>
        <translation>option</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="105"/>
        <source>order</source>
        <translation>order</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="106"/>
        <source>pair</source>
        <translation>pair</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="107"/>
        <source>paired rounds</source>
        <translation>paired rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="108"/>
        <source>pairing system</source>
        <translation>pairing system</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="109"/>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="110"/>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="111"/>
        <source>players</source>
        <translation>players</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="112"/>
        <source>ply</source>
        <translation>ply</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="113"/>
        <source>present</source>
        <translation>present</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="114"/>
        <source>the present player&apos;s flag fell</source>
        <translation>the present player&apos;s flag fell</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="115"/>
        <source>prize table</source>
        <translation>prize table</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="116"/>
        <source>rate</source>
        <translation>rate</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="117"/>
        <source>rating</source>
        <translation>rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="118"/>
        <source>replier present</source>
        <translation>replier present</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="119"/>
        <source>result</source>
        <translation>result</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="120"/>
        <source>resumption</source>
        <translation>resumption</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="121"/>
        <source>round</source>
        <translation>round</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="122"/>
        <source>rounds</source>
        <translation>rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="123"/>
        <source>rules</source>
        <translation>rules</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="124"/>
        <source>schedule allows</source>
        <translation>schedule allows</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="125"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="126"/>
        <source>scoring</source>
        <translation>scoring</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="127"/>
        <source>sealed reply</source>
        <translation>sealed reply</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="128"/>
        <source>sealer</source>
        <translation>sealer</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="129"/>
        <source>sealer present</source>
        <translation>sealer present</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="130"/>
        <source>seconds</source>
        <translation>seconds</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="131"/>
        <source>section</source>
        <translation>section</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="132"/>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="133"/>
        <source>severe reason</source>
        <translation>severe reason</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="134"/>
        <source>sex</source>
        <translation>sex</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="135"/>
        <source>shown</source>
        <translation>shown</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="136"/>
        <source>start date</source>
        <translation>start date</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="137"/>
        <source>stated move</source>
        <translation>stated move</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="138"/>
        <source>tie-break edition</source>
        <translation>tie-break edition</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="139"/>
        <source>tie-breaks</source>
        <translation>tie-breaks</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="140"/>
        <source>time control</source>
        <translation>time control</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="141"/>
        <source>not rated</source>
        <translation>not rated</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="142"/>
        <source>time used</source>
        <translation>time used</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="143"/>
        <source>verdict</source>
        <translation>verdict</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="144"/>
        <source>White&apos;s time used</source>
        <translation>White&apos;s time used</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="145"/>
        <source>the whole round</source>
        <translation>the whole round</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="146"/>
        <source>withdrawn after absences</source>
        <translation>withdrawn after absences</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="158"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="159"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="160"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="161"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="162"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="163"/>
        <source>both</source>
        <translation>both</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="164"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="172"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="165"/>
        <source>correct</source>
        <translation>correct</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="166"/>
        <source>incorrect</source>
        <translation>incorrect</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="168"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="173"/>
        <source>Dutch system</source>
        <translation>Dutch system</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="169"/>
        <source>Berger tables</source>
        <translation>Berger tables</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="174"/>
        <source>round robin</source>
        <translation>round robin</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="177"/>
        <source>FIDE Laws</source>
        <translation>FIDE Laws</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="178"/>
        <source>classic rules</source>
        <translation>classic rules</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="179"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="180"/>
        <source>rapid</source>
        <translation>rapid</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="181"/>
        <source>blitz</source>
        <translation>blitz</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="182"/>
        <source>Baku</source>
        <translation>Baku</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="183"/>
        <source>a zero-point bye</source>
        <translation>a zero-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="184"/>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="185"/>
        <source>with the arbiter&apos;s consent</source>
        <translation>with the arbiter&apos;s consent</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="187"/>
        <source>pairing-allocated bye</source>
        <translation>pairing-allocated bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="188"/>
        <source>half-point bye</source>
        <translation>half-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="189"/>
        <source>full-point bye</source>
        <translation>full-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="190"/>
        <source>zero-point bye</source>
        <translation>zero-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="192"/>
        <source>pieces displaced</source>
        <translation>pieces displaced</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="193"/>
        <source>wrong initial position</source>
        <translation>wrong initial position</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="194"/>
        <source>colours reversed</source>
        <translation>colours reversed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="195"/>
        <source>board placed wrongly</source>
        <translation>board placed wrongly</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="196"/>
        <source>sealed</source>
        <translation>sealed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="197"/>
        <source>in the arbiter&apos;s keeping</source>
        <translation>in the arbiter&apos;s keeping</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="198"/>
        <source>opened</source>
        <translation>opened</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="199"/>
        <source>settled</source>
        <translation>settled</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="200"/>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="201"/>
        <source>not checked</source>
        <translation>not checked</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="202"/>
        <source>legal</source>
        <translation>legal</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="203"/>
        <source>checkmate</source>
        <translation>checkmate</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="204"/>
        <source>stalemate</source>
        <translation>stalemate</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="205"/>
        <source>dead position</source>
        <translation>dead position</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="206"/>
        <source>ambiguous</source>
        <translation>ambiguous</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="207"/>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="208"/>
        <source>illegal</source>
        <translation>illegal</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="238"/>
        <source>withdrawn after %1 absences</source>
        <translation>withdrawn after %1 absences</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="276"/>
        <source>Undo of no. %1: %2</source>
        <translation>Undo of no. %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="293"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="298"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="299"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>gui::AuditLogModel</name>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="90"/>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="94"/>
        <source>undoes %1</source>
        <translation>undoes %1</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="95"/>
        <source>undone by %1</source>
        <translation>undone by %1</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="106"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="108"/>
        <source>When (UTC)</source>
        <translation>When (UTC)</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="110"/>
        <source>Arbiter</source>
        <translation>Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="112"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="114"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
</context>
<context>
    <name>gui::BoardChooser</name>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="41"/>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="83"/>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="42"/>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="84"/>
        <source>&amp;Board:</source>
        <translation>&amp;Board:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="76"/>
        <source>White: %1 — Black: %2</source>
        <translation>White: %1 — Black: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="77"/>
        <source>No such board in this round.</source>
        <translation>No such board in this round.</translation>
    </message>
</context>
<context>
    <name>gui::ByesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="26"/>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="76"/>
        <source>half-point bye</source>
        <translation>half-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="28"/>
        <source>full-point bye</source>
        <translation>full-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="33"/>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="77"/>
        <source>zero-point bye</source>
        <translation>zero-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="40"/>
        <source>Requested byes</source>
        <translation>Requested byes</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="51"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="64"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="64"/>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="71"/>
        <source>&amp;Cancel the selected bye</source>
        <translation>&amp;Cancel the selected bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="78"/>
        <source>&amp;Request the bye</source>
        <translation>&amp;Request the bye</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="81"/>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="82"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="111"/>
        <source>%1 (%2): byes requested for the rounds not yet paired (%3 to %4).</source>
        <translation>%1 (%2): byes requested for the rounds not yet paired (%3 to %4).</translation>
    </message>
</context>
<context>
    <name>gui::CheckInDialog</name>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="27"/>
        <source>Check-in for round %1</source>
        <translation>Check-in for round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Present</source>
        <translation>Present</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="58"/>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="59"/>
        <source> absence(s)</source>
        <translation> absence(s)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="65"/>
        <source>&amp;Record the check-in</source>
        <translation>&amp;Record the check-in</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="69"/>
        <source>&amp;Withdraw a player after:</source>
        <translation>&amp;Withdraw a player after:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="71"/>
        <source>Space marks the selected player present (or not) and moves to the next. Every player not present gets a zero-point bye for round %1.</source>
        <translation>Space marks the selected player present (or not) and moves to the next. Every player not present gets a zero-point bye for round %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="80"/>
        <source>Pairing numbers changed since round %1 was paired: its printed sheets show the old numbers. Old → new: %2.</source>
        <translation>Pairing numbers changed since round %1 was paired: its printed sheets show the old numbers. Old → new: %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="131"/>
        <source>%1 present, %2 absent (a zero-point bye each).</source>
        <translation>%1 present, %2 absent (a zero-point bye each).</translation>
    </message>
</context>
<context>
    <name>gui::ClaimChecker</name>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="23"/>
        <source>checkmate (classic 10.1)</source>
        <translation>checkmate (classic 10.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="25"/>
        <source>stalemate (classic 10.3)</source>
        <translation>stalemate (classic 10.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="27"/>
        <source>a position of the 10.4 list (classic 10.4)</source>
        <translation>a position of the 10.4 list (classic 10.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="33"/>
        <source>checkmate (Laws 5.1.1)</source>
        <translation>checkmate (Laws 5.1.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="35"/>
        <source>stalemate (Laws 5.2.1)</source>
        <translation>stalemate (Laws 5.2.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="37"/>
        <source>no checkmate possible (Laws 5.2.2)</source>
        <translation>no checkmate possible (Laws 5.2.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="39"/>
        <source>75 moves without capture or pawn move (Laws 9.6.2)</source>
        <translation>75 moves without capture or pawn move (Laws 9.6.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="42"/>
        <source>fivefold repetition (Laws 9.6.1)</source>
        <translation>fivefold repetition (Laws 9.6.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="46"/>
        <source>the end of the game</source>
        <translation>the end of the game</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="54"/>
        <source>Ply %1 is beyond the legal moves of the game (%2 plies).</source>
        <translation>Ply %1 is beyond the legal moves of the game (%2 plies).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="59"/>
        <source>Line %1, column %2: the move %3 cannot be played.</source>
        <translation>Line %1, column %2: the move %3 cannot be played.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="67"/>
        <source>&quot;%1&quot; is not a move.</source>
        <translation>&quot;%1&quot; is not a move.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="70"/>
        <source>The game had already ended at ply %1 by %2: there is nothing to claim.</source>
        <translation>The game had already ended at ply %1 by %2: there is nothing to claim.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="76"/>
        <source>The claim cannot be judged.</source>
        <translation>The claim cannot be judged.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="104"/>
        <source>The text holds %1 game(s); there is no game %2.</source>
        <translation>The text holds %1 game(s); there is no game %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="110"/>
        <source>Game %1 cannot be replayed: its start position (FEN) is not usable.</source>
        <translation>Game %1 cannot be replayed: its start position (FEN) is not usable.</translation>
    </message>
</context>
<context>
    <name>gui::ClaimDialog</name>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="147"/>
        <source>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</source>
        <translation>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="152"/>
        <source>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</source>
        <translation>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="174"/>
        <source>The section&apos;s count for %1: %2 moves (classic 10.12).</source>
        <translation>The section&apos;s count for %1: %2 moves (classic 10.12).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="183"/>
        <source>Start position</source>
        <translation>Start position</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="184"/>
        <source>Ply %1: %2%3 %4</source>
        <translation>Ply %1: %2%3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="194"/>
        <source>Claim check failed</source>
        <translation>Claim check failed</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="208"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="213"/>
        <source>Open PGN</source>
        <translation>Open PGN</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="209"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN files (*.pgn);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="214"/>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="224"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="228"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="230"/>
        <source>Save claim report</source>
        <translation>Save claim report</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="225"/>
        <source>HTML files (*.html);;PDF files (*.pdf)</source>
        <translation>HTML files (*.html);;PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="243"/>
        <source>Check a draw claim</source>
        <translation>Check a draw claim</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="244"/>
        <source>Paste the game&apos;s PGN here, or open a PGN file.</source>
        <translation>Paste the game&apos;s PGN here, or open a PGN file.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="245"/>
        <source>&amp;Open PGN...</source>
        <translation>&amp;Open PGN...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="246"/>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="248"/>
        <source>&amp;Ply (half-moves played):</source>
        <translation>&amp;Ply (half-moves played):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="250"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="252"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>Threefold repetition (Laws 9.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="253"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>Fifty-move rule (Laws 9.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="254"/>
        <source>&amp;Written move (optional):</source>
        <translation>&amp;Written move (optional):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="256"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="258"/>
        <source>FIDE Laws of Chess 2023</source>
        <translation>FIDE Laws of Chess 2023</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="259"/>
        <source>Classic rules (art. 10)</source>
        <translation>Classic rules (art. 10)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="260"/>
        <source>R&amp;ate of play:</source>
        <translation>R&amp;ate of play:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="262"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="263"/>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="264"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="265"/>
        <source>&amp;Fifty-move extension (classic 10.12):</source>
        <translation>&amp;Fifty-move extension (classic 10.12):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="268"/>
        <source>The organiser&apos;s raised counts for named endings, announced before the event, e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</source>
        <translation>The organiser&apos;s raised counts for named endings, announced before the event, e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="270"/>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="271"/>
        <source>&amp;Save report...</source>
        <translation>&amp;Save report...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="273"/>
        <source>Recor&amp;d at this board</source>
        <translation>Recor&amp;d at this board</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="275"/>
        <source>Judged again under the section&apos;s rules and recorded with its consequence (Laws 9.5; classic 10.13).</source>
        <translation>Judged again under the section&apos;s rules and recorded with its consequence (Laws 9.5; classic 10.13).</translation>
    </message>
</context>
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="564"/>
        <source>%1: round %2 refused: it breaks an absolute criterion (%3).</source>
        <translation>%1: round %2 refused: it breaks an absolute criterion (%3).</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="554"/>
        <location filename="../app/gui/models/event_document.cpp" line="559"/>
        <source>%1: round %2 refused: %3</source>
        <translation>%1: round %2 refused: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="552"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="550"/>
        <source>%1: round %2 paired, %3 boards.</source>
        <translation>%1: round %2 paired, %3 boards.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="84"/>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="87"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation>%1 is not a readable TRF file. %2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="101"/>
        <source>%1 has no section yet.</source>
        <translation>%1 has no section yet.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="105"/>
        <location filename="../app/gui/models/event_document.cpp" line="130"/>
        <location filename="../app/gui/models/event_document.cpp" line="143"/>
        <source>%1 has no section named %2.</source>
        <translation>%1 has no section named %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="128"/>
        <location filename="../app/gui/models/event_document.cpp" line="294"/>
        <location filename="../app/gui/models/event_document.cpp" line="315"/>
        <location filename="../app/gui/models/event_document.cpp" line="331"/>
        <location filename="../app/gui/models/event_document.cpp" line="351"/>
        <location filename="../app/gui/models/event_document.cpp" line="365"/>
        <location filename="../app/gui/models/event_document.cpp" line="464"/>
        <location filename="../app/gui/models/event_document.cpp" line="491"/>
        <location filename="../app/gui/models/event_document.cpp" line="506"/>
        <location filename="../app/gui/models/event_document.cpp" line="517"/>
        <location filename="../app/gui/models/event_document.cpp" line="538"/>
        <location filename="../app/gui/models/event_document.cpp" line="585"/>
        <location filename="../app/gui/models/event_document.cpp" line="596"/>
        <source>No event file is open.</source>
        <translation>No event file is open.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="179"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="216"/>
        <source>That result cannot be entered for a board.</source>
        <translation>That result cannot be entered for a board.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="236"/>
        <source>Board %1 has had a result entered elsewhere since this desk showed it.</source>
        <translation>Board %1 has had a result entered elsewhere since this desk showed it.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="317"/>
        <source>Cannot read %1.</source>
        <translation>Cannot read %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="386"/>
        <source>That round is not paired yet.</source>
        <translation>That round is not paired yet.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="388"/>
        <source>No standings yet: no round is complete.</source>
        <translation>No standings yet: no round is complete.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="390"/>
        <source>A TRF file holds no incidents or envelopes: open the event file.</source>
        <translation>A TRF file holds no incidents or envelopes: open the event file.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="392"/>
        <source>No sealed-move envelope is stored for that round.</source>
        <translation>No sealed-move envelope is stored for that round.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="394"/>
        <source>The section names no categories: set them in the section&apos;s settings.</source>
        <translation>The section names no categories: set them in the section&apos;s settings.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="404"/>
        <source>No event is open.</source>
        <translation>No event is open.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="438"/>
        <location filename="../app/gui/models/event_document.cpp" line="445"/>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="458"/>
        <source>The printer %1 cannot print.</source>
        <translation>The printer %1 cannot print.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="474"/>
        <source>The claim cannot be judged under the section&apos;s rules: check the ply and the written move.</source>
        <translation>The claim cannot be judged under the section&apos;s rules: check the ply and the written move.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="481"/>
        <source>All %1 rounds are paired.</source>
        <translation>All %1 rounds are paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="484"/>
        <source>Round %1 has no result on board %2: enter the results (or mark a game adjourned) first.</source>
        <translation>Round %1 has no result on board %2: enter the results (or mark a game adjourned) first.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="524"/>
        <source>The pairing breaks an absolute criterion (C.04.3 C1-C4): %1</source>
        <translation>The pairing breaks an absolute criterion (C.04.3 C1-C4): %1</translation>
    </message>
</context>
<context>
    <name>gui::EventFile</name>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="245"/>
        <source>Only the Dutch system (C.04.3) has editions.</source>
        <translation>Only the Dutch system (C.04.3) has editions.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="239"/>
        <source>Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 acceleration).</source>
        <translation>Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 acceleration).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="18"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>Cannot open %1: it is missing or not readable.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="22"/>
        <source>%1 already exists.</source>
        <translation>%1 already exists.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="24"/>
        <source>%1 is not an Arbiter event file.</source>
        <translation>%1 is not an Arbiter event file.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="27"/>
        <source>%1 was written by a newer version of Arbiter; it was left untouched.</source>
        <translation>%1 was written by a newer version of Arbiter; it was left untouched.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="32"/>
        <source>%1 is busy: another program is writing to it. Try again in a moment.</source>
        <translation>%1 is busy: another program is writing to it. Try again in a moment.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="37"/>
        <source>%1 is read-only (no permission to write it or its folder): it can be read, but nothing can be changed.</source>
        <translation>%1 is read-only (no permission to write it or its folder): it can be read, but nothing can be changed.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="42"/>
        <source>%1 is damaged; restore it from a backup.</source>
        <translation>%1 is damaged; restore it from a backup.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="45"/>
        <source>%1 could not be read or written (disk full or failing?).</source>
        <translation>%1 could not be read or written (disk full or failing?).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="51"/>
        <source>%1: unexpected storage error; nothing was changed.</source>
        <translation>%1: unexpected storage error; nothing was changed.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="63"/>
        <source>The event already exists.</source>
        <translation>The event already exists.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="65"/>
        <source>The event needs a name.</source>
        <translation>The event needs a name.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="67"/>
        <source>A section of that name already exists.</source>
        <translation>A section of that name already exists.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="69"/>
        <source>The section no longer exists.</source>
        <translation>The section no longer exists.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="71"/>
        <source>A section has 1 to 99 rounds, not %1.</source>
        <translation>A section has 1 to 99 rounds, not %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="73"/>
        <source>Player %1 of the list has no name.</source>
        <translation>Player %1 of the list has no name.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="74"/>
        <source>The name is empty.</source>
        <translation>The name is empty.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="76"/>
        <source>Player %1: the name is not valid UTF-8.</source>
        <translation>Player %1: the name is not valid UTF-8.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="79"/>
        <source>There is no player with pairing number %1.</source>
        <translation>There is no player with pairing number %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="81"/>
        <source>The next round to pair is round %1.</source>
        <translation>The next round to pair is round %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="84"/>
        <source>Round %1 is past the section&apos;s number of rounds.</source>
        <translation>Round %1 is past the section&apos;s number of rounds.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="86"/>
        <source>Round %1 is not paired.</source>
        <translation>Round %1 is not paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="88"/>
        <source>There is no board %1 in this round.</source>
        <translation>There is no board %1 in this round.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="90"/>
        <source>Player %1 appears twice in the pairing.</source>
        <translation>Player %1 appears twice in the pairing.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="92"/>
        <source>Player %1 is paired against himself.</source>
        <translation>Player %1 is paired against himself.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="94"/>
        <source>Player %1 is not available in this round (late entry, withdrawn or a requested bye).</source>
        <translation>Player %1 is not available in this round (late entry, withdrawn or a requested bye).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="98"/>
        <source>Player %1 is available but not in the pairing (record a bye or a withdrawal first).</source>
        <translation>Player %1 is available but not in the pairing (record a bye or a withdrawal first).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="103"/>
        <source>Round %1 already has results or incidents.</source>
        <translation>Round %1 already has results or incidents.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="105"/>
        <source>Only the last paired round (round %1) can be unpaired.</source>
        <translation>Only the last paired round (round %1) can be unpaired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="108"/>
        <source>Round %1 is already paired.</source>
        <translation>Round %1 is already paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="110"/>
        <source>The game on board %1 is already finished.</source>
        <translation>The game on board %1 is already finished.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="112"/>
        <source>Board %1 already has a final result: confirm the correction first.</source>
        <translation>Board %1 already has a final result: confirm the correction first.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="115"/>
        <source>The arrival is within the default time: no forfeit (Laws 6.7.1).</source>
        <translation>The arrival is within the default time: no forfeit (Laws 6.7.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="118"/>
        <source>A penalty needs the article of the Laws it applies.</source>
        <translation>A penalty needs the article of the Laws it applies.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="121"/>
        <source>A time penalty needs its amount.</source>
        <translation>A time penalty needs its amount.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="123"/>
        <source>Player %1 has already withdrawn.</source>
        <translation>Player %1 has already withdrawn.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="125"/>
        <source>The game on board %1 is not adjourned.</source>
        <translation>The game on board %1 is not adjourned.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="127"/>
        <source>Board %1 already has a sealed envelope awaiting resumption.</source>
        <translation>Board %1 already has a sealed envelope awaiting resumption.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="130"/>
        <source>Board %1 has no envelope.</source>
        <translation>Board %1 has no envelope.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="133"/>
        <source>The envelope of board %1 was already opened or settled.</source>
        <translation>The envelope of board %1 was already opened or settled.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="136"/>
        <source>The classic rules need the claimant&apos;s used time (classic 10.13(2)).</source>
        <translation>The classic rules need the claimant&apos;s used time (classic 10.13(2)).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="139"/>
        <source>The section has no time control, so the classic time limit is unknown.</source>
        <translation>The section has no time control, so the classic time limit is unknown.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="143"/>
        <source>Under Laws 12.9.6 the offender loses: the result must be a win for the opponent or 0-0.</source>
        <translation>Under Laws 12.9.6 the offender loses: the result must be a win for the opponent or 0-0.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="147"/>
        <source>The sealed move is missing (for a lost envelope: the move the sealer states, I.12.1).</source>
        <translation>The sealed move is missing (for a lost envelope: the move the sealer states, I.12.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="151"/>
        <source>An exclusion needs its number of rounds (Laws 12.9.8).</source>
        <translation>An exclusion needs its number of rounds (Laws 12.9.8).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="154"/>
        <source>Pairing number %1 is not one of 1 to the number of players, or is given twice.</source>
        <translation>Pairing number %1 is not one of 1 to the number of players, or is given twice.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="158"/>
        <source>Laws 12.9.5 needs the offender&apos;s reduced score in the game.</source>
        <translation>Laws 12.9.5 needs the offender&apos;s reduced score in the game.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="161"/>
        <source>That score is not a lower normal score for the offender in this game (Laws 12.9.5).</source>
        <translation>That score is not a lower normal score for the offender in this game (Laws 12.9.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="165"/>
        <source>A time is written YYYY-MM-DD HH:MM, or HH:MM on the round&apos;s date.</source>
        <translation>A time is written YYYY-MM-DD HH:MM, or HH:MM on the round&apos;s date.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="168"/>
        <source>Round %1 has no recorded start: start the round first, or give the minutes late.</source>
        <translation>Round %1 has no recorded start: start the round first, or give the minutes late.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="172"/>
        <source>The section is not in FIDE mode (FIDE mode cannot be turned on again once left).</source>
        <translation>The section is not in FIDE mode (FIDE mode cannot be turned on again once left).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="176"/>
        <source>Leaving FIDE mode needs the arbiter&apos;s confirmation.</source>
        <translation>Leaving FIDE mode needs the arbiter&apos;s confirmation.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="179"/>
        <source>Board %1: only the game of a lost envelope is annulled and replayed (Guidelines I.12.2).</source>
        <translation>Board %1: only the game of a lost envelope is annulled and replayed (Guidelines I.12.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="183"/>
        <source>Board %1: a clock error is corrected only before either player&apos;s first move at resumption (Guidelines I.13).</source>
        <translation>Board %1: a clock error is corrected only before either player&apos;s first move at resumption (Guidelines I.13).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="187"/>
        <source>Board %1: the reply is sealed only when the sealer is absent, the replier present and the sealed move legal (Guidelines I.9.3).</source>
        <translation>Board %1: the reply is sealed only when the sealer is absent, the replier present and the sealed move legal (Guidelines I.9.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="192"/>
        <source>Player %1 has been paired and cannot be removed; withdraw the player instead (C.04.2 3.2).</source>
        <translation>Player %1 has been paired and cannot be removed; withdraw the player instead (C.04.2 3.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="196"/>
        <source>The birth date is written YYYY-MM-DD.</source>
        <translation>The birth date is written YYYY-MM-DD.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="198"/>
        <source>The title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or none.</source>
        <translation>The title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or none.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="201"/>
        <source>The pairing system cannot change once a round is paired.</source>
        <translation>The pairing system cannot change once a round is paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="204"/>
        <source>The rules, rate of play, time control, default time and scoring cannot change once results are recorded.</source>
        <translation>The rules, rate of play, time control, default time and scoring cannot change once results are recorded.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="217"/>
        <source>Numbers are drawn by lot in a round robin (C.05); a Swiss numbers its players by the initial ranking (C.04.2 art. 2).</source>
        <translation>Numbers are drawn by lot in a round robin (C.05); a Swiss numbers its players by the initial ranking (C.04.2 art. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="221"/>
        <source>The extended fifty-move counts cannot change once round 1 is paired: the organiser announces them before the event (old Laws 10.12).</source>
        <translation>The extended fifty-move counts cannot change once round 1 is paired: the organiser announces them before the event (old Laws 10.12).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="226"/>
        <source>The initial colour cannot change once round 1 is paired (C.04.3 5.2.5).</source>
        <translation>The initial colour cannot change once round 1 is paired (C.04.3 5.2.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="230"/>
        <source>The acceleration cannot change once a round is paired (C.04.7).</source>
        <translation>The acceleration cannot change once a round is paired (C.04.7).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="233"/>
        <source>A round robin has no acceleration (C.04.7 accelerates a Swiss).</source>
        <translation>A round robin has no acceleration (C.04.7 accelerates a Swiss).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="236"/>
        <source>The Dutch edition cannot change once round 1 is paired (C.04.3).</source>
        <translation>The Dutch edition cannot change once round 1 is paired (C.04.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="247"/>
        <source>A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</source>
        <translation>A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="252"/>
        <source>Player %1 cannot be forbidden to meet himself.</source>
        <translation>Player %1 cannot be forbidden to meet himself.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="255"/>
        <source>Those two players are not a forbidden pair.</source>
        <translation>Those two players are not a forbidden pair.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="257"/>
        <source>A round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a Swiss.</source>
        <translation>A round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a Swiss.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="261"/>
        <source>The rounds of a forbidden pair must lie within 1-%1.</source>
        <translation>The rounds of a forbidden pair must lie within 1-%1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="264"/>
        <source>%1 absences: the absences before a withdrawal must be 0 (never) to 99.</source>
        <translation>%1 absences: the absences before a withdrawal must be 0 (never) to 99.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="268"/>
        <source>Board %1: only 1-0, ½-½ or 0-1 can be a game of less than one move (not rated).</source>
        <translation>Board %1: only 1-0, ½-½ or 0-1 can be a game of less than one move (not rated).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="272"/>
        <source>The batch of results is empty.</source>
        <translation>The batch of results is empty.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="274"/>
        <source>Board %1 is given twice.</source>
        <translation>Board %1 is given twice.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="276"/>
        <source>Board %1 has no result in the batch.</source>
        <translation>Board %1 has no result in the batch.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="278"/>
        <source>The ratings were used to pair %1 round(s): a new rating list is refused after round 1.</source>
        <translation>The ratings were used to pair %1 round(s): a new rating list is refused after round 1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="282"/>
        <source>A FIDE id is 1 to 11 digits.</source>
        <translation>A FIDE id is 1 to 11 digits.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="284"/>
        <source>The federation must be a FIDE/IOC code such as CHN, ENG, GER.</source>
        <translation>The federation must be a FIDE/IOC code such as CHN, ENG, GER.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="288"/>
        <source>That FIDE id is registered already (player %1).</source>
        <translation>That FIDE id is registered already (player %1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="290"/>
        <source>The player withdrew from round %1 on: no bye can be given for a later round (C.04.2 3.2).</source>
        <translation>The player withdrew from round %1 on: no bye can be given for a later round (C.04.2 3.2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="294"/>
        <source>That round is already paired: enter the result of the player&apos;s game there (a forfeit if he does not play) and withdraw him from round %1.</source>
        <translation>That round is already paired: enter the result of the player&apos;s game there (a forfeit if he does not play) and withdraw him from round %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="299"/>
        <source>%1 rounds are paired already: the section cannot have fewer.</source>
        <translation>%1 rounds are paired already: the section cannot have fewer.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="302"/>
        <source>A round robin of these players has %1 rounds a cycle (C.05 Annex 1): give that number or twice it.</source>
        <translation>A round robin of these players has %1 rounds a cycle (C.05 Annex 1): give that number or twice it.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="306"/>
        <source>The envelope needs the position before the sealed move: the moves or a FEN (Guidelines I.2 b; classic 13.2(2)).</source>
        <translation>The envelope needs the position before the sealed move: the moves or a FEN (Guidelines I.2 b; classic 13.2(2)).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="311"/>
        <source>The FEN is not a legal position (at column %1).</source>
        <translation>The FEN is not a legal position (at column %1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="313"/>
        <source>The move at ply %1 of the game is unreadable or illegal.</source>
        <translation>The move at ply %1 of the game is unreadable or illegal.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="316"/>
        <source>The move numbers of the game do not follow (at ply %1).</source>
        <translation>The move numbers of the game do not follow (at ply %1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="319"/>
        <source>The moves and the FEN disagree: the moves do not reach that position.</source>
        <translation>The moves and the FEN disagree: the moves do not reach that position.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="323"/>
        <source>The sealer is not the side to move in that position (Guidelines I.1.1; classic 13.1).</source>
        <translation>The sealer is not the side to move in that position (Guidelines I.1.1; classic 13.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="327"/>
        <source>The position is at move %1: the sealed move&apos;s number must be that (Guidelines I.2 e; classic 13.2(5)).</source>
        <translation>The position is at move %1: the sealed move&apos;s number must be that (Guidelines I.2 e; classic 13.2(5)).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="332"/>
        <source>The resumption must be written YYYY-MM-DD HH:MM.</source>
        <translation>The resumption must be written YYYY-MM-DD HH:MM.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="334"/>
        <source>The time of sealing must be written YYYY-MM-DD HH:MM.</source>
        <translation>The time of sealing must be written YYYY-MM-DD HH:MM.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="337"/>
        <source>Early sealing (the rest of the session added to the sealer&apos;s time) is the classic rules&apos; 13.1(2); this section plays under the FIDE Laws.</source>
        <translation>Early sealing (the rest of the session added to the sealer&apos;s time) is the classic rules&apos; 13.1(2); this section plays under the FIDE Laws.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="342"/>
        <source>Classic 12.4: the time set would leave White less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>Classic 12.4: the time set would leave White less than 5 minutes, or less than a minute a move, before the time control.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="346"/>
        <source>Classic 12.4: the time set would leave Black less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>Classic 12.4: the time set would leave Black less than 5 minutes, or less than a minute a move, before the time control.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="351"/>
        <source>The event file refused the change; nothing was changed.</source>
        <translation>The event file refused the change; nothing was changed.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="361"/>
        <source>Board %1: a final result was corrected.</source>
        <translation>Board %1: a final result was corrected.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="363"/>
        <source>Board %1 of the previous round had no result and is now marked adjourned.</source>
        <translation>Board %1 of the previous round had no result and is now marked adjourned.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="367"/>
        <source>Full-point byes are deprecated (C.04.1).</source>
        <translation>Full-point byes are deprecated (C.04.1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="369"/>
        <source>The pairing numbers were renumbered by rating, title and name (C.04.2 art. 2).</source>
        <translation>The pairing numbers were renumbered by rating, title and name (C.04.2 art. 2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="373"/>
        <source>Late entry: first round %1; missed rounds score zero (C.04.2 2.4).</source>
        <translation>Late entry: first round %1; missed rounds score zero (C.04.2 2.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="376"/>
        <source>Round %1 had results or incidents; they were discarded (Undo restores them).</source>
        <translation>Round %1 had results or incidents; they were discarded (Undo restores them).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="380"/>
        <source>Board %1: the game ended before resumption; the envelope is settled unopened (Guidelines I.6).</source>
        <translation>Board %1: the game ended before resumption; the envelope is settled unopened (Guidelines I.6).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="384"/>
        <source>Board %1: the game has no result yet; the score set by the penalty counts once it has one.</source>
        <translation>Board %1: the game has no result yet; the score set by the penalty counts once it has one.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="388"/>
        <source>Board %1: the rules could not decide; the arbiter decides and enters the result.</source>
        <translation>Board %1: the rules could not decide; the arbiter decides and enters the result.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="392"/>
        <source>FIDE mode: player %1 already has a half-point bye; this is a second one.</source>
        <translation>FIDE mode: player %1 already has a half-point bye; this is a second one.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="396"/>
        <source>Player %1 has the same name as another: check it is not a duplicate.</source>
        <translation>Player %1 has the same name as another: check it is not a duplicate.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="400"/>
        <source>Player %1 of the list is registered already; skipped.</source>
        <translation>Player %1 of the list is registered already; skipped.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="404"/>
        <source>Nothing changed: the event already holds that.</source>
        <translation>Nothing changed: the event already holds that.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="406"/>
        <source>Player %1 is not checked in: a zero-point bye (C.04.2 3.3).</source>
        <translation>Player %1 is not checked in: a zero-point bye (C.04.2 3.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="409"/>
        <source>Player %1 has reached the limit of absences: withdrawn from the next round.</source>
        <translation>Player %1 has reached the limit of absences: withdrawn from the next round.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="413"/>
        <source>The numbers were drawn by lot (C.05): the new player takes number %1 after them. Draw the lot again to include him.</source>
        <translation>The numbers were drawn by lot (C.05): the new player takes number %1 after them. Draw the lot again to include him.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="417"/>
        <source>The numbers above %1 moved down by one; the others stay.</source>
        <translation>The numbers above %1 moved down by one; the others stay.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="429"/>
        <source>There is nothing left to undo.</source>
        <translation>There is nothing left to undo.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="431"/>
        <source>Action %1 cannot be undone: what it changed has been changed since.</source>
        <translation>Action %1 cannot be undone: what it changed has been changed since.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="436"/>
        <source>Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone.</source>
        <translation>Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="441"/>
        <source>There is no action %1 that can still be undone.</source>
        <translation>There is no action %1 that can still be undone.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="445"/>
        <source>Action %1 cannot be undone: later actions depend on it.</source>
        <translation>Action %1 cannot be undone: later actions depend on it.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="466"/>
        <source>Action %1 cannot be undone: its audit row is damaged.</source>
        <translation>Action %1 cannot be undone: its audit row is damaged.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="472"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation>Players %1 and %2 are not paired in round %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="209"/>
        <source>This changes round %1, which later rounds were paired on (C.04.2 4.3: their pairings stand).</source>
        <translation>This changes round %1, which later rounds were paired on (C.04.2 4.3: their pairings stand).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="213"/>
        <source>Round %1 was missed by a late entry: C.04.2 2.4 gives zero there unless the event&apos;s regulations allow a bye.</source>
        <translation>Round %1 was missed by a late entry: C.04.2 2.4 gives zero there unless the event&apos;s regulations allow a bye.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="420"/>
        <source>Renumbered: %1 -&gt; %2.</source>
        <translation>Renumbered: %1 -&gt; %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="450"/>
        <source>Undoing action %1 changes round %2, and round %3 was paired on it (C.04.2 4.3: that pairing stands).</source>
        <translation>Undoing action %1 changes round %2, and round %3 was paired on it (C.04.2 4.3: that pairing stands).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="456"/>
        <source>Undoing action %1 changes round %2, and rounds %3-%4 were paired on it (C.04.2 4.3: those pairings stand).</source>
        <translation>Undoing action %1 changes round %2, and rounds %3-%4 were paired on it (C.04.2 4.3: those pairings stand).</translation>
    </message>
</context>
<context>
    <name>gui::EventView</name>
    <message>
        <source>adjourned</source>
        <translation type="vanished">adjourned</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="120"/>
        <location filename="../app/gui/views/event_view.cpp" line="136"/>
        <source>Replace the result?</source>
        <translation>Replace the result?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="121"/>
        <source>Board %1 already has the result %2. Replace it?</source>
        <translation>Board %1 already has the result %2. Replace it?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="137"/>
        <source>Board %1 has just been given the result %2 at another desk or by another program. Replace it?</source>
        <translation>Board %1 has just been given the result %2 at another desk or by another program. Replace it?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="148"/>
        <source>Correct the result?</source>
        <translation>Correct the result?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="149"/>
        <source>

Enter the result anyway?</source>
        <translation>

Enter the result anyway?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="158"/>
        <source>Result not recorded</source>
        <translation>Result not recorded</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="259"/>
        <source>the last complete round</source>
        <translation>the last complete round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="262"/>
        <source>round %1 as it stands (provisional)</source>
        <translation>round %1 as it stands (provisional)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="268"/>
        <source>Provisional standings, round %1 in progress</source>
        <translation>Provisional standings, round %1 in progress</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="269"/>
        <source>Standings after round %1</source>
        <translation>Standings after round %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/event_view.cpp" line="304"/>
        <source>Results still missing: board(s) %1.</source>
        <translation>
            <numerusform>Results still missing: board %1.</numerusform>
            <numerusform>Results still missing: boards %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="322"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="323"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="324"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="325"/>
        <source>Crosstable</source>
        <translation>Crosstable</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="326"/>
        <source>&amp;After round:</source>
        <translation>&amp;After round:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="327"/>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="329"/>
        <source>Type a result on a board: 1 White wins, = draw, 0 Black wins, + or - forfeit, * double forfeit, W D L the same in a game of less than one move (not rated), Space to clear.</source>
        <translation>Type a result on a board: 1 White wins, = draw, 0 Black wins, + or - forfeit, * double forfeit, W D L the same in a game of less than one move (not rated), Space to clear.</translation>
    </message>
</context>
<context>
    <name>gui::Export</name>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="41"/>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="56"/>
        <location filename="../app/gui/models/report_export.cpp" line="137"/>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="94"/>
        <source>Round %1 has not been paired.</source>
        <translation>Round %1 has not been paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="105"/>
        <source>Pairings are written as HTML or PDF.</source>
        <translation>Pairings are written as HTML or PDF.</translation>
    </message>
</context>
<context>
    <name>gui::ForbiddenPairsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="32"/>
        <source>Forbidden pairs</source>
        <translation>Forbidden pairs</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Must not meet</source>
        <translation>Must not meet</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="46"/>
        <source>the last round</source>
        <translation>the last round</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="47"/>
        <source>&amp;Forbid the pair</source>
        <translation>&amp;Forbid the pair</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="48"/>
        <source>&amp;Allow the selected pair again</source>
        <translation>&amp;Allow the selected pair again</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="55"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="58"/>
        <source>Must &amp;not meet:</source>
        <translation>Must &amp;not meet:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="63"/>
        <source>&amp;to</source>
        <translation>&amp;to</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="68"/>
        <source>In &amp;rounds from:</source>
        <translation>In &amp;rounds from:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="73"/>
        <source>Players who must not meet, as the tournament rules announce (family, the same club). The pairing treats them like a game already played (C.04.3 C1).</source>
        <translation>Players who must not meet, as the tournament rules announce (family, the same club). The pairing treats them like a game already played (C.04.3 C1).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="129"/>
        <source>all rounds</source>
        <translation>all rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="131"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="133"/>
        <source>from round %1</source>
        <translation>from round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="135"/>
        <source>rounds %1–%2</source>
        <translation>rounds %1–%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="143"/>
        <source>%n forbidden pair(s).</source>
        <translation>
            <numerusform>%n forbidden pair.</numerusform>
            <numerusform>%n forbidden pairs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::GamesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="49"/>
        <source>The round&apos;s games (PGN)</source>
        <translation>The round&apos;s games (PGN)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="52"/>
        <source>each game&apos;s Round tag</source>
        <translation>each game&apos;s Round tag</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="54"/>
        <source>&amp;Read PGN files...</source>
        <translation>&amp;Read PGN files...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>File, line</source>
        <translation>File, line</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="58"/>
        <source>What was found</source>
        <translation>What was found</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="64"/>
        <source>Choose the round, then read its PGN files.</source>
        <translation>Choose the round, then read its PGN files.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="67"/>
        <source>&amp;Save the event&apos;s PGN...</source>
        <translation>&amp;Save the event&apos;s PGN...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="72"/>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="95"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>Cannot open %1: it is missing or not readable.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="111"/>
        <source>the move of ply %1 is not legal</source>
        <translation>the move of ply %1 is not legal</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="113"/>
        <source>%n move(s) read leniently (not standard SAN)</source>
        <translation>
            <numerusform>%n move read leniently (not standard SAN)</numerusform>
            <numerusform>%n moves read leniently (not standard SAN)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="115"/>
        <source>the game says %1, the stored result differs (not changed)</source>
        <translation>the game says %1, the stored result differs (not changed)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="130"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="138"/>
        <source>%n game(s) read: %1 matched to a board, %2 with a finding.</source>
        <translation>
            <numerusform>%n game read: %1 matched to a board, %2 with a finding.</numerusform>
            <numerusform>%n games read: %1 matched to a board, %2 with a finding.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="144"/>
        <source>Read the round&apos;s PGN files first.</source>
        <translation>Read the round&apos;s PGN files first.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="149"/>
        <source>Cannot write %1.</source>
        <translation>Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="154"/>
        <source>Read PGN files</source>
        <translation>Read PGN files</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="155"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN files (*.pgn);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="161"/>
        <source>Save the event&apos;s PGN</source>
        <translation>Save the event&apos;s PGN</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="162"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN files (*.pgn)</translation>
    </message>
</context>
<context>
    <name>gui::ImportPlayersDialog</name>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="40"/>
        <source>Import players from %1</source>
        <translation>Import players from %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>FIDE id</source>
        <translation>FIDE id</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>What the import does</source>
        <translation>What the import does</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="72"/>
        <source>will be registered; check: no. %1 has the same name</source>
        <translation>will be registered; check: no. %1 has the same name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="73"/>
        <source>will be registered</source>
        <translation>will be registered</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="78"/>
        <source>already registered: skipped</source>
        <translation>already registered: skipped</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="83"/>
        <source>refused: %1</source>
        <translation>refused: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="96"/>
        <source>%1 will be registered, %2 already registered (skipped), %3 refused.</source>
        <translation>%1 will be registered, %2 already registered (skipped), %3 refused.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="101"/>
        <source>&amp;Register %n player(s)</source>
        <translation>
            <numerusform>&amp;Register %n player</numerusform>
            <numerusform>&amp;Register %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::IncidentDialog</name>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="65"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="66"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="68"/>
        <source>Both players</source>
        <translation>Both players</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="69"/>
        <source>Both flags</source>
        <translation>Both flags</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="79"/>
        <source>Late arrival</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="81"/>
        <source>HH:MM on the arbiter&apos;s watch</source>
        <translation>HH:MM on the arbiter&apos;s watch</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="84"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="85"/>
        <source>Apply the &amp;forfeit if the default time has passed</source>
        <translation>Apply the &amp;forfeit if the default time has passed</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="86"/>
        <source>&amp;Who arrived late:</source>
        <translation>&amp;Who arrived late:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="87"/>
        <source>&amp;Arrived at:</source>
        <translation>&amp;Arrived at:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="88"/>
        <source>or &amp;minutes late:</source>
        <translation>or &amp;minutes late:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="91"/>
        <source>Laws 6.7: a player who arrives after the default time loses, unless the rules of the event say otherwise. The time is counted from the round&apos;s recorded start.</source>
        <translation>Laws 6.7: a player who arrives after the default time loses, unless the rules of the event say otherwise. The time is counted from the round&apos;s recorded start.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="97"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="99"/>
        <source>e.g. 11.3.1</source>
        <translation>e.g. 11.3.1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="110"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="117"/>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="132"/>
        <source>&amp;Offender:</source>
        <translation>&amp;Offender:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="118"/>
        <source>&amp;Article broken:</source>
        <translation>&amp;Article broken:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="119"/>
        <source>&amp;Penalty (Laws 12.9):</source>
        <translation>&amp;Penalty (Laws 12.9):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="120"/>
        <source>&amp;Time:</source>
        <translation>&amp;Time:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="121"/>
        <source>Offender&apos;s &amp;score in the game:</source>
        <translation>Offender&apos;s &amp;score in the game:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="122"/>
        <source>&amp;Rounds excluded:</source>
        <translation>&amp;Rounds excluded:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="123"/>
        <source>&amp;Note (the fine, anything else):</source>
        <translation>&amp;Note (the fine, anything else):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="128"/>
        <source>Illegal move</source>
        <translation>Illegal move</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="34"/>
        <source>not known (the arbiter decides)</source>
        <translation>not known (the arbiter decides)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="35"/>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="36"/>
        <source>no: the game is drawn</source>
        <translation>no: the game is drawn</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="133"/>
        <source>Illegal moves so far:</source>
        <translation>Illegal moves so far:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="134"/>
        <source>Can the opponent still &amp;mate?</source>
        <translation>Can the opponent still &amp;mate?</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="136"/>
        <source>Laws 7.5.5: the first completed illegal move gives the opponent two more minutes; the second loses the game, unless the opponent cannot mate by any legal moves (then a draw).</source>
        <translation>Laws 7.5.5: the first completed illegal move gives the opponent two more minutes; the second loses the game, unless the opponent cannot mate by any legal moves (then a draw).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="141"/>
        <source>Flag fall</source>
        <translation>Flag fall</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="142"/>
        <source>The flags fell in the &amp;last period</source>
        <translation>The flags fell in the &amp;last period</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="144"/>
        <source>the position&apos;s FEN, for the rules core to test</source>
        <translation>the position&apos;s FEN, for the rules core to test</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="148"/>
        <source>&amp;Whose flag fell:</source>
        <translation>&amp;Whose flag fell:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="150"/>
        <source>&amp;Position (FEN):</source>
        <translation>&amp;Position (FEN):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="152"/>
        <source>Can the opponent still wi&amp;n?</source>
        <translation>Can the opponent still wi&amp;n?</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="154"/>
        <source>Laws 6.9: the player whose flag falls loses, unless the opponent cannot mate by any series of legal moves (then a draw); classic 10.14 and 10.5: a draw when the opponent has a bare king. Both flags, the first unknown (Guidelines III.3.1; classic 12.8): the game goes on; FIDE, in the last period, a draw.</source>
        <translation>Laws 6.9: the player whose flag falls loses, unless the opponent cannot mate by any series of legal moves (then a draw); classic 10.14 and 10.5: a draw when the opponent has a bare king. Both flags, the first unknown (Guidelines III.3.1; classic 12.8): the game goes on; FIDE, in the last period, a draw.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="163"/>
        <source>Defective clock</source>
        <translation>Defective clock</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="170"/>
        <source>&amp;Move about to be made:</source>
        <translation>&amp;Move about to be made:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="171"/>
        <source>White&apos;s time used, as the defective clock &amp;showed:</source>
        <translation>White&apos;s time used, as the defective clock &amp;showed:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="172"/>
        <source>Black&apos;s time used, as the defective clock sho&amp;wed:</source>
        <translation>Black&apos;s time used, as the defective clock sho&amp;wed:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="173"/>
        <source>White&apos;s time used, set on the new &amp;clock:</source>
        <translation>White&apos;s time used, set on the new &amp;clock:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="174"/>
        <source>Black&apos;s time used, set on the new cl&amp;ock:</source>
        <translation>Black&apos;s time used, set on the new cl&amp;ock:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="176"/>
        <source>Laws 6.10: the arbiter replaces the clock and sets the times by his best judgement. Classic 12.4: no time may be added that leaves a player less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>Laws 6.10: the arbiter replaces the clock and sets the times by his best judgement. Classic 12.4: no time may be added that leaves a player less than 5 minutes, or less than a minute a move, before the time control.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="182"/>
        <source>Irregular position</source>
        <translation>Irregular position</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="184"/>
        <source>Pieces displaced (7.4; classic 8.2)</source>
        <translation>Pieces displaced (7.4; classic 8.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="186"/>
        <source>Wrong initial position (7.2.1; classic 8.5)</source>
        <translation>Wrong initial position (7.2.1; classic 8.5)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="188"/>
        <source>Colours reversed (7.3; classic 8.6)</source>
        <translation>Colours reversed (7.3; classic 8.6)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="190"/>
        <source>Board turned wrongly (7.2.2; classic 8.7)</source>
        <translation>Board turned wrongly (7.2.2; classic 8.7)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="192"/>
        <source>The position before cannot be res&amp;tored</source>
        <translation>The position before cannot be res&amp;tored</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="196"/>
        <source>The &amp;schedule allows a new game</source>
        <translation>The &amp;schedule allows a new game</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="198"/>
        <source>&amp;What was found:</source>
        <translation>&amp;What was found:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="200"/>
        <source>&amp;Moves made by each player (FIDE 7.3):</source>
        <translation>&amp;Moves made by each player (FIDE 7.3):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="201"/>
        <source>Playing time &amp;elapsed (classic 8.6):</source>
        <translation>Playing time &amp;elapsed (classic 8.6):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="204"/>
        <source>FIDE: displaced pieces are set back (7.4); a wrong initial position annuls the game (7.2.1); colours reversed before 10 moves each, a new game (7.3); a board turned wrongly, the position goes to a correct board (7.2.2). Classic: the same, but a position that cannot be restored annuls the game (8.2) and colours reversed give a new game only before a quarter of the first period&apos;s time, if the schedule allows (8.6).</source>
        <translation>FIDE: displaced pieces are set back (7.4); a wrong initial position annuls the game (7.2.1); colours reversed before 10 moves each, a new game (7.3); a board turned wrongly, the position goes to a correct board (7.2.2). Classic: the same, but a position that cannot be restored annuls the game (8.2) and colours reversed give a new game only before a quarter of the first period&apos;s time, if the schedule allows (8.6).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="251"/>
        <source>Choose a board of a paired round.</source>
        <translation>Choose a board of a paired round.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="260"/>
        <source>Name the article of the Laws that was broken.</source>
        <translation>Name the article of the Laws that was broken.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="263"/>
        <source>White %1, Black %2 (in this game)</source>
        <translation>White %1, Black %2 (in this game)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="276"/>
        <source>The rules core cannot decide from this position (an unreadable FEN or an undecided search): give the finding below.</source>
        <translation>The rules core cannot decide from this position (an unreadable FEN or an undecided search): give the finding below.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="279"/>
        <source>The rules core: the opponent can still win.</source>
        <translation>The rules core: the opponent can still win.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="280"/>
        <source>The rules core: the opponent cannot win.</source>
        <translation>The rules core: the opponent cannot win.</translation>
    </message>
</context>
<context>
    <name>gui::Incidents</name>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="17"/>
        <source>Late arrival</source>
        <translation>Late arrival</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="19"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="21"/>
        <source>Illegal move</source>
        <translation>Illegal move</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="23"/>
        <source>Draw claim</source>
        <translation>Draw claim</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="25"/>
        <source>Flag fall</source>
        <translation>Flag fall</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="27"/>
        <source>Defective clock</source>
        <translation>Defective clock</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="29"/>
        <source>Irregular position</source>
        <translation>Irregular position</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="38"/>
        <source>recorded</source>
        <translation>recorded</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="40"/>
        <source>on time</source>
        <translation>on time</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="42"/>
        <source>late by %1, within the default time: the time is lost on the clock</source>
        <translation>late by %1, within the default time: the time is lost on the clock</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="47"/>
        <source>late by %1, past the default time: forfeit proposed (confirm it, or enter the result)</source>
        <translation>late by %1, past the default time: forfeit proposed (confirm it, or enter the result)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="52"/>
        <source>forfeit applied</source>
        <translation>forfeit applied</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="54"/>
        <source>time penalty</source>
        <translation>time penalty</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="56"/>
        <source>game lost</source>
        <translation>game lost</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="62"/>
        <source>game drawn: the opponent cannot mate</source>
        <translation>game drawn: the opponent cannot mate</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="64"/>
        <source>the arbiter decides (a loss, or a draw if the opponent cannot mate)</source>
        <translation>the arbiter decides (a loss, or a draw if the opponent cannot mate)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="67"/>
        <source>claim correct: the game is drawn</source>
        <translation>claim correct: the game is drawn</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="69"/>
        <source>the position before it is restored and play goes on</source>
        <translation>the position before it is restored and play goes on</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="72"/>
        <source>the game is annulled and replayed</source>
        <translation>the game is annulled and replayed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="74"/>
        <source>the game goes on</source>
        <translation>the game goes on</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="76"/>
        <source>the new clock is set: White %1, Black %2</source>
        <translation>the new clock is set: White %1, Black %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="89"/>
        <source>Add %1 to the opponent&apos;s remaining time.</source>
        <translation>Add %1 to the opponent&apos;s remaining time.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="92"/>
        <source>Deduct %1 from the offender&apos;s remaining time.</source>
        <translation>Deduct %1 from the offender&apos;s remaining time.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="96"/>
        <source>Add %1 to the claimant&apos;s used time.</source>
        <translation>Add %1 to the claimant&apos;s used time.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="119"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="121"/>
        <source>12.9.1 a warning</source>
        <translation>12.9.1 a warning</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="123"/>
        <source>12.9.2 more time for the opponent</source>
        <translation>12.9.2 more time for the opponent</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="125"/>
        <source>12.9.3 less time for the offender</source>
        <translation>12.9.3 less time for the offender</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="127"/>
        <source>12.9.4 the opponent&apos;s score in the game raised to a win</source>
        <translation>12.9.4 the opponent&apos;s score in the game raised to a win</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="131"/>
        <source>12.9.5 the offender&apos;s score in the game reduced</source>
        <translation>12.9.5 the offender&apos;s score in the game reduced</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="133"/>
        <source>12.9.6 the game declared lost</source>
        <translation>12.9.6 the game declared lost</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="135"/>
        <source>12.9.7 a fine announced in advance</source>
        <translation>12.9.7 a fine announced in advance</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="137"/>
        <source>12.9.8 exclusion from rounds</source>
        <translation>12.9.8 exclusion from rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="139"/>
        <source>12.9.9 expulsion from the competition</source>
        <translation>12.9.9 expulsion from the competition</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="145"/>
        <source>%1 (Laws %2): %3.</source>
        <translation>%1 (Laws %2): %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="153"/>
        <source>Illegal moves by this player in this game: %1.</source>
        <translation>Illegal moves by this player in this game: %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="59"/>
        <source>game drawn: both flags fell in the last period, the first unknown (Guidelines III.3.1)</source>
        <translation>game drawn: both flags fell in the last period, the first unknown (Guidelines III.3.1)</translation>
    </message>
</context>
<context>
    <name>gui::LiveSite</name>
    <message>
        <location filename="../app/gui/models/live_site.cpp" line="58"/>
        <source>The live site cannot be started: %1</source>
        <translation>The live site cannot be started: %1</translation>
    </message>
</context>
<context>
    <name>gui::LiveSiteDialog</name>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="62"/>
        <source>Live site and hall screen</source>
        <translation>Live site and hall screen</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="63"/>
        <source>Live site:</source>
        <translation>Live site:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="64"/>
        <source>Hall screen:</source>
        <translation>Hall screen:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="65"/>
        <source>&amp;Stop serving</source>
        <translation>&amp;Stop serving</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="67"/>
        <source>The desk is serving %1, section %2, read-only to this computer&apos;s network.</source>
        <translation>The desk is serving %1, section %2, read-only to this computer&apos;s network.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="70"/>
        <source>The live site is stopped.</source>
        <translation>The live site is stopped.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="75"/>
        <source>Phones on the same network open the site from the QR code; open the hall screen on the monitor of the playing hall. The pages follow the results as they are entered. The site stops with the desk.</source>
        <translation>Phones on the same network open the site from the QR code; open the hall screen on the monitor of the playing hall. The pages follow the results as they are entered. The site stops with the desk.</translation>
    </message>
</context>
<context>
    <name>gui::LogDialog</name>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="34"/>
        <source>Log of the event</source>
        <translation>Log of the event</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="40"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="41"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="42"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="44"/>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="45"/>
        <source>&amp;Undo the last action...</source>
        <translation>&amp;Undo the last action...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="47"/>
        <source>&amp;Round:</source>
        <translation>&amp;Round:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="48"/>
        <source>&amp;Board:</source>
        <translation>&amp;Board:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="49"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="50"/>
        <source>&amp;Arbiter:</source>
        <translation>&amp;Arbiter:</translation>
    </message>
</context>
<context>
    <name>gui::LotDialog</name>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="23"/>
        <source>Draw the numbers by lot</source>
        <translation>Draw the numbers by lot</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="25"/>
        <source>The players&apos; numbers in the Berger tables of %1, drawn by lot before round 1 (C.05). The section keeps the numbers drawn: a player registered afterwards takes the next number (draw again to include him in the lot), and removing a player closes the gap.</source>
        <translation>The players&apos; numbers in the Berger tables of %1, drawn by lot before round 1 (C.05). The section keeps the numbers drawn: a player registered afterwards takes the next number (draw again to include him in the lot), and removing a player closes the gap.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Number drawn</source>
        <translation>Number drawn</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Number before</source>
        <translation>Number before</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="40"/>
        <source>&amp;Draw again</source>
        <translation>&amp;Draw again</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="41"/>
        <source>&amp;Store this draw</source>
        <translation>&amp;Store this draw</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="629"/>
        <source>Pair every section</source>
        <translation>Pair every section</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="266"/>
        <source>Pair &amp;every section</source>
        <translation>Pair &amp;every section</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="232"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — chess tournament manager</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="233"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="234"/>
        <source>&amp;New event...</source>
        <translation>&amp;New event...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="235"/>
        <source>&amp;Open TRF...</source>
        <translation>&amp;Open TRF...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="236"/>
        <source>Open e&amp;vent file...</source>
        <translation>Open e&amp;vent file...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="237"/>
        <source>&amp;Section</source>
        <translation>&amp;Section</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="238"/>
        <source>Section &amp;settings...</source>
        <translation>Section &amp;settings...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="239"/>
        <source>&amp;Add a section...</source>
        <translation>&amp;Add a section...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="240"/>
        <source>Show an&amp;other section...</source>
        <translation>Show an&amp;other section...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="241"/>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="242"/>
        <source>&amp;Register a player...</source>
        <translation>&amp;Register a player...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="243"/>
        <source>&amp;Import players from CSV or TRF...</source>
        <translation>&amp;Import players from CSV or TRF...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="244"/>
        <source>&amp;Edit the player...</source>
        <translation>&amp;Edit the player...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="245"/>
        <source>&amp;Withdraw the player...</source>
        <translation>&amp;Withdraw the player...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="246"/>
        <source>Re&amp;move the player (registered in error)...</source>
        <translation>Re&amp;move the player (registered in error)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="247"/>
        <source>Save TRF &amp;as...</source>
        <translation>Save TRF &amp;as...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="248"/>
        <source>&amp;Export standings</source>
        <translation>&amp;Export standings</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="249"/>
        <location filename="../app/gui/views/main_window.cpp" line="257"/>
        <source>As &amp;HTML...</source>
        <translation>As &amp;HTML...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="250"/>
        <source>As &amp;CSV...</source>
        <translation>As &amp;CSV...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="251"/>
        <location filename="../app/gui/views/main_window.cpp" line="258"/>
        <source>As &amp;PDF...</source>
        <translation>As &amp;PDF...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="252"/>
        <source>Export &amp;pairings of the round</source>
        <translation>Export &amp;pairings of the round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="253"/>
        <source>&amp;Documents (PDF or HTML)</source>
        <translation>&amp;Documents (PDF or HTML)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="256"/>
        <source>&amp;Live site and hall screen...</source>
        <translation>&amp;Live site and hall screen...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="259"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="260"/>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="261"/>
        <source>&amp;Undo the last action...</source>
        <translation>&amp;Undo the last action...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="262"/>
        <source>&amp;Log of the event...</source>
        <translation>&amp;Log of the event...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="263"/>
        <source>&amp;Arbiter on duty...</source>
        <translation>&amp;Arbiter on duty...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="264"/>
        <source>&amp;Rounds</source>
        <translation>&amp;Rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="265"/>
        <source>Pair the &amp;next round...</source>
        <translation>Pair the &amp;next round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="267"/>
        <source>Record the round&apos;s &amp;start...</source>
        <translation>Record the round&apos;s &amp;start...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="268"/>
        <source>&amp;Publish the round</source>
        <translation>&amp;Publish the round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="269"/>
        <source>&amp;Unpair the last round...</source>
        <translation>&amp;Unpair the last round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="270"/>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="271"/>
        <source>&amp;Late arrival...</source>
        <translation>&amp;Late arrival...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="272"/>
        <source>&amp;Penalty...</source>
        <translation>&amp;Penalty...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="273"/>
        <source>&amp;Illegal move...</source>
        <translation>&amp;Illegal move...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="274"/>
        <source>&amp;Flag fell...</source>
        <translation>&amp;Flag fell...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="275"/>
        <source>Defective &amp;clock...</source>
        <translation>Defective &amp;clock...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="276"/>
        <source>I&amp;rregular position...</source>
        <translation>I&amp;rregular position...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="277"/>
        <source>&amp;Seal a move (adjourn)...</source>
        <translation>&amp;Seal a move (adjourn)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="278"/>
        <source>&amp;Open an envelope (resume)...</source>
        <translation>&amp;Open an envelope (resume)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="279"/>
        <source>Check a &amp;draw claim...</source>
        <translation>Check a &amp;draw claim...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="282"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="286"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="287"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="289"/>
        <source>&amp;About Arbiter</source>
        <translation>&amp;About Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="321"/>
        <source>%1, section %2</source>
        <translation>%1, section %2</translation>
    </message>
    <message>
        <source>%1 — %2 players, %3 rounds</source>
        <translation type="vanished">%1 — %2 players, %3 rounds</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="329"/>
        <source>No event open</source>
        <translation>No event open</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="332"/>
        <source>%1, numbers by lot (C.05)</source>
        <translation>%1, numbers by lot (C.05)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="339"/>
        <source>Arbiter on duty: %1</source>
        <translation>Arbiter on duty: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="350"/>
        <location filename="../app/gui/views/main_window.cpp" line="363"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="368"/>
        <source>New event</source>
        <translation>New event</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="376"/>
        <location filename="../app/gui/views/main_window.cpp" line="380"/>
        <source>Open TRF</source>
        <translation>Open TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="377"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>TRF files (*.trf *.txt);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="389"/>
        <location filename="../app/gui/views/main_window.cpp" line="392"/>
        <source>Open event file</source>
        <translation>Open event file</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="389"/>
        <source>Arbiter event files (*.arbiter);;All files (*)</source>
        <translation>Arbiter event files (*.arbiter);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="415"/>
        <location filename="../app/gui/views/main_window.cpp" line="417"/>
        <source>New section</source>
        <translation>New section</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="428"/>
        <source>Leave FIDE mode</source>
        <translation>Leave FIDE mode</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="432"/>
        <source>Section settings</source>
        <translation>Section settings</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="436"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="438"/>
        <source>Player lists (*.csv *.trf *.txt);;All files (*)</source>
        <translation>Player lists (*.csv *.trf *.txt);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="453"/>
        <source>Registered %n player(s).</source>
        <translation>
            <numerusform>Registered %n player.</numerusform>
            <numerusform>Registered %n players.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="467"/>
        <source>Register a player</source>
        <translation>Register a player</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="475"/>
        <location filename="../app/gui/views/main_window.cpp" line="499"/>
        <source>Edit the player</source>
        <translation>Edit the player</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="476"/>
        <location filename="../app/gui/views/main_window.cpp" line="508"/>
        <location filename="../app/gui/views/main_window.cpp" line="529"/>
        <source>Select a player in the Players tab.</source>
        <translation>Select a player in the Players tab.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="507"/>
        <location filename="../app/gui/views/main_window.cpp" line="515"/>
        <location filename="../app/gui/views/main_window.cpp" line="520"/>
        <source>Withdraw the player</source>
        <translation>Withdraw the player</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="516"/>
        <source>%1 (%2) is not paired from round:</source>
        <translation>%1 (%2) is not paired from round:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="528"/>
        <location filename="../app/gui/views/main_window.cpp" line="533"/>
        <location filename="../app/gui/views/main_window.cpp" line="540"/>
        <source>Remove the player</source>
        <translation>Remove the player</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="534"/>
        <source>Remove %1 (%2), registered in error? A player who has been paired is withdrawn instead.</source>
        <translation>Remove %1 (%2), registered in error? A player who has been paired is withdrawn instead.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="547"/>
        <location filename="../app/gui/views/main_window.cpp" line="551"/>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="547"/>
        <source>Section to show:</source>
        <translation>Section to show:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="580"/>
        <source>No envelope of this section is waiting to be opened.</source>
        <translation>No envelope of this section is waiting to be opened.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="590"/>
        <source>Envelope %1 opened: %2</source>
        <translation>Envelope %1 opened: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="604"/>
        <location filename="../app/gui/views/main_window.cpp" line="614"/>
        <location filename="../app/gui/views/main_window.cpp" line="622"/>
        <source>Pair the next round</source>
        <translation>Pair the next round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="615"/>
        <source>%1

Store this pairing anyway? The audit log keeps the criteria it breaks.</source>
        <translation>%1

Store this pairing anyway? The audit log keeps the criteria it breaks.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="639"/>
        <location filename="../app/gui/views/main_window.cpp" line="645"/>
        <source>Record the round&apos;s start</source>
        <translation>Record the round&apos;s start</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="640"/>
        <source>Round %1 started at (YYYY-MM-DD HH:MM):</source>
        <translation>Round %1 started at (YYYY-MM-DD HH:MM):</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="652"/>
        <source>Publish the round</source>
        <translation>Publish the round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="653"/>
        <source>Round %1 is marked as published (in the log).</source>
        <translation>Round %1 is marked as published (in the log).</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="662"/>
        <location filename="../app/gui/views/main_window.cpp" line="670"/>
        <source>Unpair the last round</source>
        <translation>Unpair the last round</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="663"/>
        <source>Round %1 has results or incidents. Unpair it and discard them? (Undo restores them.)</source>
        <translation>Round %1 has results or incidents. Unpair it and discard them? (Undo restores them.)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="666"/>
        <source>Unpair round %1?</source>
        <translation>Unpair round %1?</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="685"/>
        <location filename="../app/gui/views/main_window.cpp" line="689"/>
        <source>Save TRF</source>
        <translation>Save TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="686"/>
        <source>TRF files (*.trf)</source>
        <translation>TRF files (*.trf)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="693"/>
        <location filename="../app/gui/views/main_window.cpp" line="710"/>
        <source>HTML files (*.html)</source>
        <translation>HTML files (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="694"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="695"/>
        <location filename="../app/gui/views/main_window.cpp" line="710"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="697"/>
        <location filename="../app/gui/views/main_window.cpp" line="701"/>
        <location filename="../app/gui/views/main_window.cpp" line="703"/>
        <source>Export standings</source>
        <translation>Export standings</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="711"/>
        <location filename="../app/gui/views/main_window.cpp" line="715"/>
        <location filename="../app/gui/views/main_window.cpp" line="717"/>
        <source>Export pairings</source>
        <translation>Export pairings</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="725"/>
        <source>&amp;Start list...</source>
        <translation>&amp;Start list...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="727"/>
        <source>&amp;Pairings of the round (by board)...</source>
        <translation>&amp;Pairings of the round (by board)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="729"/>
        <source>Pairings of the round (&amp;alphabetical)...</source>
        <translation>Pairings of the round (&amp;alphabetical)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="731"/>
        <source>Result s&amp;lips of the round...</source>
        <translation>Result s&amp;lips of the round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="733"/>
        <source>S&amp;tandings...</source>
        <translation>S&amp;tandings...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="737"/>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Crosstable...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="735"/>
        <source>Cate&amp;gory standings...</source>
        <translation>Cate&amp;gory standings...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="255"/>
        <source>Pr&amp;int a document...</source>
        <translation>Pr&amp;int a document...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="324"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2, %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="326"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="328"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="739"/>
        <source>&amp;Rating report...</source>
        <translation>&amp;Rating report...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="741"/>
        <source>&amp;Incident log of the round...</source>
        <translation>&amp;Incident log of the round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="743"/>
        <source>&amp;Envelope labels of the round...</source>
        <translation>&amp;Envelope labels of the round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="745"/>
        <source>&amp;Final report...</source>
        <translation>&amp;Final report...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="761"/>
        <source>PDF files (*.pdf);;HTML files (*.html)</source>
        <translation>PDF files (*.pdf);;HTML files (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="766"/>
        <source>Wrote %1.</source>
        <translation>Wrote %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="775"/>
        <source>Print a document</source>
        <translation>Print a document</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="775"/>
        <source>&amp;Document:</source>
        <translation>&amp;Document:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="787"/>
        <source>Printed %1.</source>
        <translation>Printed %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="834"/>
        <source>About Arbiter</source>
        <translation>About Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="835"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="837"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="288"/>
        <source>User &amp;manual</source>
        <translation>User &amp;manual</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="823"/>
        <source>User manual</source>
        <translation>User manual</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="824"/>
        <source>The user manual is not installed beside the program.</source>
        <translation>The user manual is not installed beside the program.</translation>
    </message>
</context>
<context>
    <name>gui::NewEventDialog</name>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="19"/>
        <source>New event</source>
        <translation>New event</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="23"/>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="25"/>
        <source>&amp;Browse...</source>
        <translation>&amp;Browse...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="34"/>
        <source>Event &amp;name:</source>
        <translation>Event &amp;name:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="35"/>
        <source>Event &amp;file:</source>
        <translation>Event &amp;file:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="58"/>
        <source>New event file</source>
        <translation>New event file</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="59"/>
        <source>Arbiter event files (*.arbiter)</source>
        <translation>Arbiter event files (*.arbiter)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="67"/>
        <source>The event needs a name.</source>
        <translation>The event needs a name.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="69"/>
        <source>Choose where the event file goes.</source>
        <translation>Choose where the event file goes.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="71"/>
        <source>%1 exists already; an event file is never overwritten.</source>
        <translation>%1 exists already; an event file is never overwritten.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="73"/>
        <source>The folder %1 cannot be written.</source>
        <translation>The folder %1 cannot be written.</translation>
    </message>
</context>
<context>
    <name>gui::NormsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="40"/>
        <source>Title norms (FIDE B.01 1.4)</source>
        <translation>Title norms (FIDE B.01 1.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="42"/>
        <source>The foreigner requirement is &amp;waived (1.4.3a-d: national championship, national team championship, zonal, qualifying Swiss)</source>
        <translation>The foreigner requirement is &amp;waived (1.4.3a-d: national championship, national team championship, zonal, qualifying Swiss)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Norms</source>
        <translation>Norms</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="66"/>
        <source>Certificate of the title result (form IT1) for the &amp;norm:</source>
        <translation>Certificate of the title result (form IT1) for the &amp;norm:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="69"/>
        <source>&amp;Save the certificate...</source>
        <translation>&amp;Save the certificate...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="70"/>
        <source>&amp;Print the certificate...</source>
        <translation>&amp;Print the certificate...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="133"/>
        <source>%1 norm: achieved</source>
        <translation>%1 norm: achieved</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="133"/>
        <source>%1 norm: not achieved</source>
        <translation>%1 norm: not achieved</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="137"/>
        <source>1.4.6: the opponent of game %1 raised from %2 to the floor %3.</source>
        <translation>1.4.6: the opponent of game %1 raised from %2 to the floor %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="142"/>
        <source>Ra = %1 / %2 = %3; score %4 / %2 = %5%; dp %6; Rp = %7.</source>
        <translation>Ra = %1 / %2 = %3; score %4 / %2 = %5%; dp %6; Rp = %7.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="151"/>
        <source>The norm needed %1 points against these opponents.</source>
        <translation>The norm needed %1 points against these opponents.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="153"/>
        <source>No score gives the norm against these opponents.</source>
        <translation>No score gives the norm against these opponents.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="158"/>
        <source>waived (1.4.3a-d)</source>
        <translation>waived (1.4.3a-d)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="159"/>
        <source>met</source>
        <translation>met</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="160"/>
        <source>NOT MET</source>
        <translation>NOT MET</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="194"/>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="221"/>
        <source>Choose a player first.</source>
        <translation>Choose a player first.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="vanished">Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="202"/>
        <source>Save the certificate</source>
        <translation>Save the certificate</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="203"/>
        <source>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</source>
        <translation>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="232"/>
        <source>Certificate of title result</source>
        <translation>Certificate of title result</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="224"/>
        <source>The printer %1 cannot print.</source>
        <translation>The printer %1 cannot print.</translation>
    </message>
</context>
<context>
    <name>gui::PairRoundDialog</name>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="24"/>
        <source>Pair round %1</source>
        <translation>Pair round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="35"/>
        <source>Swap &amp;colours</source>
        <translation>Swap &amp;colours</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="36"/>
        <source>White and Black of the selected board change places.</source>
        <translation>White and Black of the selected board change places.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="37"/>
        <source>E&amp;xchange opponents</source>
        <translation>E&amp;xchange opponents</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="38"/>
        <source>The Black players of the two selected boards change boards.</source>
        <translation>The Black players of the two selected boards change boards.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="39"/>
        <source>&amp;Explain</source>
        <translation>&amp;Explain</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="42"/>
        <source>How the engine reached its pairing: the score brackets, who floated and why, and the rule that gave each board&apos;s colours.</source>
        <translation>How the engine reached its pairing: the score brackets, who floated and why, and the rule that gave each board&apos;s colours.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="51"/>
        <source>&amp;Store the round</source>
        <translation>&amp;Store the round</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="106"/>
        <source>not paired</source>
        <translation>not paired</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="109"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="111"/>
        <source>enters in round %1</source>
        <translation>enters in round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="113"/>
        <source>half-point bye (requested)</source>
        <translation>half-point bye (requested)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="114"/>
        <source>full-point bye (requested)</source>
        <translation>full-point bye (requested)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="115"/>
        <source>absent (zero-point bye)</source>
        <translation>absent (zero-point bye)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="161"/>
        <source>Bye</source>
        <translation>Bye</translation>
    </message>
</context>
<context>
    <name>gui::PairingExplanation</name>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="360"/>
        <source>  outgoing floaters: %1 (the best pairing by C5-C8, the first of 4.3: each BSN against the lowest-ranked opponent possible)</source>
        <translation>  outgoing floaters: %1 (the best pairing by C5-C8, the first of 4.3: each BSN against the lowest-ranked opponent possible)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="352"/>
        <source>  ranked (BSN 1, 2, ...): %1 (Index: Buchholz, then Sonneborn-Berger, then TPN; 1.7, 1.8)</source>
        <translation>  ranked (BSN 1, 2, ...): %1 (Index: Buchholz, then Sonneborn-Berger, then TPN; 1.7, 1.8)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="350"/>
        <source>  incoming floaters: %1</source>
        <translation>  incoming floaters: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="341"/>
        <source>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, lowest ranking by 1.8): %1</source>
        <translation>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, lowest ranking by 1.8): %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="333"/>
        <source>A seeding round (1.6: the first %1 rounds), paired by the Dutch system:</source>
        <translation>A seeding round (1.6: the first %1 rounds), paired by the Dutch system:</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="329"/>
        <source>Round %1: FIDE Burstein system (C.04.4.2, 2025 edition)</source>
        <translation>Round %1: FIDE Burstein system (C.04.4.2, 2025 edition)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="310"/>
        <source>both colour preferences granted, or the only one (1.5.4, 5.2.2)</source>
        <translation>both colour preferences granted, or the only one (1.5.4, 5.2.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="283"/>
        <source>  shifted: %1 (moved between G1 and G2 to pair the bracket; 3.2.4, 4.3)</source>
        <translation>  shifted: %1 (moved between G1 and G2 to pair the bracket; 3.2.4, 4.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="280"/>
        <source>  G2: %1 (by TPN; 4.4)</source>
        <translation>  G2: %1 (by TPN; 4.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="276"/>
        <source>  G1 (S1): %1 (White seekers by ascending ARO, then TPN; 3.2.5)</source>
        <translation>  G1 (S1): %1 (White seekers by ascending ARO, then TPN; 3.2.5)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="274"/>
        <source>  chosen by: %1</source>
        <translation>  chosen by: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="271"/>
        <source>  upfloaters: %1</source>
        <translation>  upfloaters: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="267"/>
        <source>Scoregroup of %1 points</source>
        <translation>Scoregroup of %1 points</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="260"/>
        <source>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, largest TPN): %1</source>
        <translation>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, largest TPN): %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="256"/>
        <source>Round %1: FIDE Dubov system (C.04.4.1, 2026 edition)</source>
        <translation>Round %1: FIDE Dubov system (C.04.4.1, 2026 edition)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="247"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="320"/>
        <source>the higher-ranked player&apos;s preference (5.2.5)</source>
        <translation>the higher-ranked player&apos;s preference (5.2.5)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="243"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="316"/>
        <source>alternation from the last time one had White and the other Black (5.2.4)</source>
        <translation>alternation from the last time one had White and the other Black (5.2.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="240"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="313"/>
        <source>the stronger colour preference granted (5.2.3)</source>
        <translation>the stronger colour preference granted (5.2.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="238"/>
        <source>both colour preferences granted (5.2.2)</source>
        <translation>both colour preferences granted (5.2.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="233"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="305"/>
        <source>neither has played: the initial colour by the higher-ranked player&apos;s TPN (5.2.1)</source>
        <translation>neither has played: the initial colour by the higher-ranked player&apos;s TPN (5.2.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="225"/>
        <source>the criteria in their order (2.3)</source>
        <translation>the criteria in their order (2.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="216"/>
        <source>fewer upfloaters who upfloated in the previous round (C10)</source>
        <translation>fewer upfloaters who upfloated in the previous round (C10)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="213"/>
        <source>maximum upfloaters upfloated fewer times (C9)</source>
        <translation>maximum upfloaters upfloated fewer times (C9)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="211"/>
        <source>fewer maximum upfloaters (C8)</source>
        <translation>fewer maximum upfloaters (C8)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="207"/>
        <source>fewer players without their colour preference (C7)</source>
        <translation>fewer players without their colour preference (C7)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="204"/>
        <source>the highest scores with which the bracket can be paired (C6)</source>
        <translation>the highest scores with which the bracket can be paired (C6)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="199"/>
        <source>the sets before it leave the players below without a complete pairing (C4)</source>
        <translation>the sets before it leave the players below without a complete pairing (C4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="196"/>
        <source>the first legal set in sequence-number order (4.2)</source>
        <translation>the first legal set in sequence-number order (4.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="38"/>
        <source>the first candidate in the order of generation (C.04.3 art. 4)</source>
        <translation>the first candidate in the order of generation (C.04.3 art. 4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="48"/>
        <source>no compatible opponent left in the bracket (C1-C4)</source>
        <translation>no compatible opponent left in the bracket (C1-C4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="51"/>
        <source>a better pairing by the quality criteria leaves him over</source>
        <translation>a better pairing by the quality criteria leaves him over</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="55"/>
        <source>the bracket cannot pair everyone (C6)</source>
        <translation>the bracket cannot pair everyone (C6)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="66"/>
        <source>both colour preferences granted (5.2.1)</source>
        <translation>both colour preferences granted (5.2.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="68"/>
        <source>the stronger colour preference granted (5.2.2)</source>
        <translation>the stronger colour preference granted (5.2.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="71"/>
        <source>alternation from the last round in which they had different colours (5.2.3)</source>
        <translation>alternation from the last round in which they had different colours (5.2.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="75"/>
        <source>the higher-ranked player&apos;s preference (5.2.4)</source>
        <translation>the higher-ranked player&apos;s preference (5.2.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="79"/>
        <source>the initial colour by the higher-ranked player&apos;s number (5.2.5)</source>
        <translation>the initial colour by the higher-ranked player&apos;s number (5.2.5)</translation>
    </message>
    <message>
        <source>Round %1: FIDE Dutch system (C.04.3, 2026 edition)</source>
        <translation type="vanished">Round %1: FIDE Dutch system (C.04.3, 2026 edition)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="89"/>
        <source>Round %1: FIDE Dutch system (C.04.3, %2 edition)</source>
        <translation>Round %1: FIDE Dutch system (C.04.3, %2 edition)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="99"/>
        <source>Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from %1 points</source>
        <translation>Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from %1 points</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="103"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="348"/>
        <source>Bracket of %1 points</source>
        <translation>Bracket of %1 points</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="105"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="269"/>
        <source>  residents: %1</source>
        <translation>  residents: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="107"/>
        <source>  moved down: %1</source>
        <translation>  moved down: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="111"/>
        <source>  route: the Penultimate Pairing Bracket, paired again so that the round can be completed (C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket</source>
        <translation>  route: the Penultimate Pairing Bracket, paired again so that the round can be completed (C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="116"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="288"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="358"/>
        <source>  pair: %1 – %2</source>
        <translation>  pair: %1 – %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="120"/>
        <source>  floats down: %1: %2</source>
        <translation>  floats down: %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="124"/>
        <source>  floats down: %1</source>
        <translation>  floats down: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="127"/>
        <source>  exchange: %1 player(s) each way between S1 and S2 (C.04.3 art. 4.3)</source>
        <translation>  exchange: %1 player(s) each way between S1 and S2 (C.04.3 art. 4.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="132"/>
        <source>  decided by: %1</source>
        <translation>  decided by: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="135"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="291"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="366"/>
        <source>Colours</source>
        <translation>Colours</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="138"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="294"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="369"/>
        <source>  board %1: %2 has White: %3</source>
        <translation>  board %1: %2 has White: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="143"/>
        <source>Pairing-allocated bye (C.04.1 4, C5, C9): %1</source>
        <translation>Pairing-allocated bye (C.04.1 4, C5, C9): %1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="155"/>
        <source>Round %1: Berger table for %2 players (C.05 Annex 1), cycle %3 of %4, round %5 of the cycle.</source>
        <translation>Round %1: Berger table for %2 players (C.05 Annex 1), cycle %3 of %4, round %5 of the cycle.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="164"/>
        <source>Odd number of players: number %1 is the bye (C.05 Annex 1).</source>
        <translation>Odd number of players: number %1 is the bye (C.05 Annex 1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="169"/>
        <source>The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation).</source>
        <translation>The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="174"/>
        <source>second-cycle colours are the first cycle&apos;s reversed</source>
        <translation>second-cycle colours are the first cycle&apos;s reversed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="176"/>
        <source>the table gives White to the first-named number</source>
        <translation>the table gives White to the first-named number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="180"/>
        <source>Board %1: %2 (White) – %3 (Black): %4</source>
        <translation>Board %1: %2 (White) – %3 (Black): %4</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="185"/>
        <source>Bye: %1</source>
        <translation>Bye: %1</translation>
    </message>
</context>
<context>
    <name>gui::PairingText</name>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="25"/>
        <source>A round robin needs at least two players.</source>
        <translation>A round robin needs at least two players.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="27"/>
        <source>Every round of the Berger table is already paired.</source>
        <translation>Every round of the Berger table is already paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="31"/>
        <source>The planned rounds are not a whole number of cycles of the Berger table (C.05 Annex 1): set the section&apos;s rounds.</source>
        <translation>The planned rounds are not a whole number of cycles of the Berger table (C.05 Annex 1): set the section&apos;s rounds.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="35"/>
        <source>The Berger table pairs two players who must not meet; a round robin cannot avoid a pairing (C.05 Annex 1).</source>
        <translation>The Berger table pairs two players who must not meet; a round robin cannot avoid a pairing (C.05 Annex 1).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="40"/>
        <source>The round robin cannot be paired.</source>
        <translation>The round robin cannot be paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="46"/>
        <source>Every planned round is already paired.</source>
        <translation>Every planned round is already paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="49"/>
        <source>Fewer than two players can be paired.</source>
        <translation>Fewer than two players can be paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="51"/>
        <source>No pairing satisfies the absolute criteria (%1 cannot be met, C.04.3).</source>
        <translation>No pairing satisfies the absolute criteria (%1 cannot be met, C.04.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="56"/>
        <source>The engine would leave a player without a board: nothing was paired.</source>
        <translation>The engine would leave a player without a board: nothing was paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="60"/>
        <source>The round cannot be paired.</source>
        <translation>The round cannot be paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="67"/>
        <source>C1: %1 and %2 have already played each other.</source>
        <translation>C1: %1 and %2 have already played each other.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="72"/>
        <source>C1: %1 and %2 must not meet (a pair the tournament rules forbid).</source>
        <translation>C1: %1 and %2 must not meet (a pair the tournament rules forbid).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="78"/>
        <source>C2: %1 may not receive the pairing-allocated bye.</source>
        <translation>C2: %1 may not receive the pairing-allocated bye.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="83"/>
        <source>C3: %1 and %2 have the same absolute colour preference.</source>
        <translation>C3: %1 and %2 have the same absolute colour preference.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="88"/>
        <source>C3: %1 plays against an absolute colour preference.</source>
        <translation>C3: %1 plays against an absolute colour preference.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="92"/>
        <source>C4: %1 is present but has neither a board nor the bye.</source>
        <translation>C4: %1 is present but has neither a board nor the bye.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="96"/>
        <source>C.04.1 3: %1 has a bye although the players are even in number.</source>
        <translation>C.04.1 3: %1 has a bye although the players are even in number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="101"/>
        <source>A criterion is broken.</source>
        <translation>A criterion is broken.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="106"/>
        <source>A round-robin table: the checker has nothing to say.</source>
        <translation>A round-robin table: the checker has nothing to say.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="120"/>
        <source>Legal: the same pairs and colours as the engine&apos;s pairing.</source>
        <translation>Legal: the same pairs and colours as the engine&apos;s pairing.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="123"/>
        <source>Legal, but it differs from the engine&apos;s pairing first in %1 (%2).</source>
        <translation>Legal, but it differs from the engine&apos;s pairing first in %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="127"/>
        <source>the engine&apos;s is better</source>
        <translation>the engine&apos;s is better</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="129"/>
        <source>this one is better</source>
        <translation>this one is better</translation>
    </message>
</context>
<context>
    <name>gui::PlayerColumns</name>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="11"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="13"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="15"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="17"/>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="19"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="24"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>gui::PlayerCommands</name>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="38"/>
        <source>Requested &amp;byes of the player...</source>
        <translation>Requested &amp;byes of the player...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="39"/>
        <source>Draw the numbers by &amp;lot (round robin)...</source>
        <translation>Draw the numbers by &amp;lot (round robin)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="40"/>
        <source>How the &amp;tie-breaks of the player are made...</source>
        <translation>How the &amp;tie-breaks of the player are made...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="52"/>
        <source>Requested byes</source>
        <translation>Requested byes</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="53"/>
        <source>No player is registered in this section.</source>
        <translation>No player is registered in this section.</translation>
    </message>
    <message>
        <source>Select a player in the Players tab.</source>
        <translation type="vanished">Select a player in the Players tab.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="63"/>
        <source>Draw the numbers by lot</source>
        <translation>Draw the numbers by lot</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="73"/>
        <source>How the tie-breaks are made</source>
        <translation>How the tie-breaks are made</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="78"/>
        <source>Select a player in the Standings or the Players tab.</source>
        <translation>Select a player in the Standings or the Players tab.</translation>
    </message>
</context>
<context>
    <name>gui::PlayerDialog</name>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="91"/>
        <source>The name is required (any script: 王芳, Müller, Ivanov).</source>
        <translation>The name is required (any script: 王芳, Müller, Ivanov).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="94"/>
        <source>The federation is a three-letter FIDE code, e.g. CHN.</source>
        <translation>The federation is a three-letter FIDE code, e.g. CHN.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="97"/>
        <source>The birth date is written YYYY-MM-DD.</source>
        <translation>The birth date is written YYYY-MM-DD.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="108"/>
        <source>Player %1 (%2) has the same FIDE ID.</source>
        <translation>Player %1 (%2) has the same FIDE ID.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="112"/>
        <source>Player %1 has the same name and birth date: the same person?</source>
        <translation>Player %1 has the same name and birth date: the same person?</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="148"/>
        <source>Register a player</source>
        <translation>Register a player</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="148"/>
        <source>Edit a player</source>
        <translation>Edit a player</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="150"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="151"/>
        <source>&amp;Title:</source>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="152"/>
        <source>&amp;FIDE ID:</source>
        <translation>&amp;FIDE ID:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="153"/>
        <source>National &amp;ID:</source>
        <translation>National &amp;ID:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="154"/>
        <source>F&amp;ederation:</source>
        <translation>F&amp;ederation:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="155"/>
        <source>&amp;Rating (FIDE standard):</source>
        <translation>&amp;Rating (FIDE standard):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="156"/>
        <source>FIDE ra&amp;pid:</source>
        <translation>FIDE ra&amp;pid:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="157"/>
        <source>FIDE &amp;blitz:</source>
        <translation>FIDE &amp;blitz:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="158"/>
        <source>Nat&amp;ional rating:</source>
        <translation>Nat&amp;ional rating:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="159"/>
        <source>Bi&amp;rth date:</source>
        <translation>Bi&amp;rth date:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="160"/>
        <source>&amp;Sex:</source>
        <translation>&amp;Sex:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="161"/>
        <source>&amp;Club:</source>
        <translation>&amp;Club:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="168"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="170"/>
        <source>unrated</source>
        <translation>unrated</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="171"/>
        <source>not given</source>
        <translation>not given</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="172"/>
        <source>male</source>
        <translation>male</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="173"/>
        <source>female</source>
        <translation>female</translation>
    </message>
</context>
<context>
    <name>gui::PlayerList</name>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="17"/>
        <source>the file is empty (a header line naming the columns is needed)</source>
        <translation>the file is empty (a header line naming the columns is needed)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="21"/>
        <source>unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, federation, sex, birth, club, club_elo, club_elo_games, class_points)</source>
        <translation>unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, federation, sex, birth, club, club_elo, club_elo_games, class_points)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="26"/>
        <source>a column is named twice</source>
        <translation>a column is named twice</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="28"/>
        <source>the header has no &quot;name&quot; column</source>
        <translation>the header has no &quot;name&quot; column</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="30"/>
        <source>a quoted field is not closed</source>
        <translation>a quoted field is not closed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="32"/>
        <source>more fields than the header has columns</source>
        <translation>more fields than the header has columns</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="34"/>
        <source>the name is empty</source>
        <translation>the name is empty</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="37"/>
        <source>the text is neither UTF-8, UTF-16 with a byte order mark, nor GB18030 (save the file as UTF-8)</source>
        <translation>the text is neither UTF-8, UTF-16 with a byte order mark, nor GB18030 (save the file as UTF-8)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="61"/>
        <source>a field is longer than 1000 bytes (no real value is)</source>
        <translation>a field is longer than 1000 bytes (no real value is)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="42"/>
        <source>a rating is a whole number from 0 to 4000</source>
        <translation>a rating is a whole number from 0 to 4000</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="44"/>
        <source>sex is m or f</source>
        <translation>sex is m or f</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="46"/>
        <source>a birth date is a real date YYYY-MM-DD, or a year YYYY</source>
        <translation>a birth date is a real date YYYY-MM-DD, or a year YYYY</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="49"/>
        <source>a title is GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty</source>
        <translation>a title is GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="52"/>
        <source>a FIDE id has 1 to 11 digits</source>
        <translation>a FIDE id has 1 to 11 digits</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="54"/>
        <source>a federation is a FIDE code such as CHN, ENG, GER</source>
        <translation>a federation is a FIDE code such as CHN, ENG, GER</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="57"/>
        <source>club_elo is 0 to 4000, club_elo_games 0 or more, class_points a whole number</source>
        <translation>club_elo is 0 to 4000, club_elo_games 0 or more, class_points a whole number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="64"/>
        <source>the list cannot be read</source>
        <translation>the list cannot be read</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="75"/>
        <source> (did you mean %1?)</source>
        <translation> (did you mean %1?)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="77"/>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1, line %2, column %3: %4</translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/models/players_model.cpp" line="65"/>
        <source>FIDE ID</source>
        <translation>FIDE ID</translation>
    </message>
</context>
<context>
    <name>gui::PrizesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="41"/>
        <source>Prizes — %1</source>
        <translation>Prizes — %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="43"/>
        <source>players tied on points share the money of their places</source>
        <translation>players tied on points share the money of their places</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="45"/>
        <source>ties: the Hort system (half by tie-break, half shared)</source>
        <translation>ties: the Hort system (half by tie-break, half shared)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="46"/>
        <source>ties are broken by the tie-breaks</source>
        <translation>ties are broken by the tie-breaks</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="48"/>
        <source>one prize per player: the higher</source>
        <translation>one prize per player: the higher</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="49"/>
        <source>one prize per player: the first in the table&apos;s order</source>
        <translation>one prize per player: the first in the table&apos;s order</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="51"/>
        <source>Prize list after round %1; %2; %3.</source>
        <translation>Prize list after round %1; %2; %3.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Prize</source>
        <translation>Prize</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Shared by</source>
        <translation>Shared by</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="82"/>
        <source>&amp;Save as PDF, HTML or CSV...</source>
        <translation>&amp;Save as PDF, HTML or CSV...</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="vanished">Cannot write %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="102"/>
        <source>Save the prize list</source>
        <translation>Save the prize list</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="103"/>
        <source>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</source>
        <translation>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</translation>
    </message>
</context>
<context>
    <name>gui::RatingListDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="45"/>
        <source>Add players from %1</source>
        <translation>Add players from %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="47"/>
        <source>FIDE id, national id or name (e.g. carlsen m)</source>
        <translation>FIDE id, national id or name (e.g. carlsen m)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="50"/>
        <source>any</source>
        <translation>any</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Federation</source>
        <translation>Federation</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Sex</source>
        <translation>Sex</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="58"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="58"/>
        <source>Born</source>
        <translation>Born</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="71"/>
        <source>&amp;Search:</source>
        <translation>&amp;Search:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="72"/>
        <source>&amp;Federation:</source>
        <translation>&amp;Federation:</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="75"/>
        <source>%n player(s) in the list.</source>
        <translation>
            <numerusform>%n player in the list.</numerusform>
            <numerusform>%n players in the list.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="142"/>
        <source>Tick the players to register (Space ticks the row selected).</source>
        <translation>Tick the players to register (Space ticks the row selected).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="144"/>
        <source>To register: %1</source>
        <translation>To register: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="145"/>
        <source>&amp;Register %n player(s)</source>
        <translation>
            <numerusform>&amp;Register %n player</numerusform>
            <numerusform>&amp;Register %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RatingUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="26"/>
        <source>Update ratings from %1</source>
        <translation>Update ratings from %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>No.</source>
        <translation>No.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>What changes</source>
        <translation>What changes</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>Now</source>
        <translation>Now</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>From the list</source>
        <translation>From the list</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="52"/>
        <source>not in the list: unchanged</source>
        <translation>not in the list: unchanged</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="60"/>
        <source>The list changes nothing for the registered players.</source>
        <translation>The list changes nothing for the registered players.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="61"/>
        <source>%n player(s) change; %1 not in the list.</source>
        <translation>
            <numerusform>%n player changes; %1 not in the list.</numerusform>
            <numerusform>%n players change; %1 not in the list.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="64"/>
        <source>&amp;Apply the changes</source>
        <translation>&amp;Apply the changes</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="73"/>
        <source>%n round(s) have been paired with the ratings stored now: a new list is refused after round 1 unless you update anyway (the pairings are not changed).</source>
        <translation>
            <numerusform>%n round has been paired with the ratings stored now: a new list is refused after round 1 unless you update anyway (the pairings are not changed).</numerusform>
            <numerusform>%n rounds have been paired with the ratings stored now: a new list is refused after round 1 unless you update anyway (the pairings are not changed).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="79"/>
        <source>Update &amp;anyway</source>
        <translation>Update &amp;anyway</translation>
    </message>
</context>
<context>
    <name>gui::ReportLabels</name>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="14"/>
        <source>en</source>
        <translation>en</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="21"/>
        <source>Draw claim check</source>
        <translation>Draw claim check</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="22"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="23"/>
        <source>Claim</source>
        <translation>Claim</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="25"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>Threefold repetition (Laws 9.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="26"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>Fifty-move rule (Laws 9.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="27"/>
        <source>by {} at ply {}</source>
        <translation>by {} at ply {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="28"/>
        <source>with the written move {}</source>
        <translation>with the written move {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="29"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="30"/>
        <source>The claim is correct (Laws {}).</source>
        <translation>The claim is correct (Laws {}).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="32"/>
        <source>The claim is incorrect (Laws {}).</source>
        <translation>The claim is incorrect (Laws {}).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="33"/>
        <location filename="../app/gui/text/report_labels.cpp" line="99"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="34"/>
        <location filename="../app/gui/text/report_labels.cpp" line="100"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="36"/>
        <source>The position does not stand for the third time.</source>
        <translation>The position does not stand for the third time.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="37"/>
        <source>The last 50 moves of each player were not all made without a capture or a pawn move.</source>
        <translation>The last 50 moves of each player were not all made without a capture or a pawn move.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="41"/>
        <source>The written move is a capture or a pawn move.</source>
        <translation>The written move is a capture or a pawn move.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="42"/>
        <source>The written move mates or stalemates: the game ends first.</source>
        <translation>The written move mates or stalemates: the game ends first.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="45"/>
        <source>The written move is not legal.</source>
        <translation>The written move is not legal.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="46"/>
        <source>The classic rules (10.12) take no fifty-move claim with a written move: the fifty moves must be on the board.</source>
        <translation>The classic rules (10.12) take no fifty-move claim with a written move: the fifty moves must be on the board.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="51"/>
        <source>The position stood at these plies</source>
        <translation>The position stood at these plies</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="52"/>
        <source>the start position</source>
        <translation>the start position</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="54"/>
        <source>after the written move {}</source>
        <translation>after the written move {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="56"/>
        <source>Last capture or pawn move: ply {}</source>
        <translation>Last capture or pawn move: ply {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="58"/>
        <source>No capture or pawn move since the start.</source>
        <translation>No capture or pawn move since the start.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="60"/>
        <source>Moves without capture or pawn move: {} plies</source>
        <translation>Moves without capture or pawn move: {} plies</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="62"/>
        <source>The claimed position (ply {})</source>
        <translation>The claimed position (ply {})</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="63"/>
        <source>Consequence</source>
        <translation>Consequence</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="64"/>
        <source>{} minute(s) added to the remaining time of {}; the game continues (Laws {}).</source>
        <translation>{} minute(s) added to the remaining time of {}; the game continues (Laws {}).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="68"/>
        <source>{} minutes added to the used time of {}; the claimant loses if this passes the time limit (art. {}).</source>
        <translation>{} minutes added to the used time of {}; the claimant loses if this passes the time limit (art. {}).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="72"/>
        <source>The written move {} must be played.</source>
        <translation>The written move {} must be played.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="79"/>
        <source>Standings after round {}</source>
        <translation>Standings after round {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="81"/>
        <source>Crosstable after round {}</source>
        <translation>Crosstable after round {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="82"/>
        <source>Rk</source>
        <translation>Rk</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="83"/>
        <location filename="../app/gui/text/report_labels.cpp" line="98"/>
        <source>SNo</source>
        <translation>SNo</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="84"/>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="85"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="86"/>
        <source>Fed</source>
        <translation>Fed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="87"/>
        <location filename="../app/gui/text/report_labels.cpp" line="102"/>
        <source>Rtg</source>
        <translation>Rtg</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="88"/>
        <location filename="../app/gui/text/report_labels.cpp" line="101"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="89"/>
        <source>R{}</source>
        <translation>R{}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="96"/>
        <source>Pairings of round {}</source>
        <translation>Pairings of round {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="97"/>
        <source>Bd</source>
        <translation>Bd</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="103"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="104"/>
        <source>Byes and absences</source>
        <translation>Byes and absences</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="105"/>
        <source>pairing-allocated bye</source>
        <translation>pairing-allocated bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="106"/>
        <source>half-point bye</source>
        <translation>half-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="107"/>
        <source>full-point bye</source>
        <translation>full-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="108"/>
        <source>absent (zero-point bye)</source>
        <translation>absent (zero-point bye)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="109"/>
        <source>adjourned</source>
        <translation>adjourned</translation>
    </message>
</context>
<context>
    <name>gui::ResultWords</name>
    <message>
        <location filename="../app/gui/text/result_words.cpp" line="13"/>
        <source>adjourned</source>
        <translation>adjourned</translation>
    </message>
    <message>
        <location filename="../app/gui/text/result_words.cpp" line="17"/>
        <source>%1 (not rated)</source>
        <translation>%1 (not rated)</translation>
    </message>
</context>
<context>
    <name>gui::Resumption</name>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="17"/>
        <source>The rules core cannot read the sealed move in this envelope: give your own reading.</source>
        <translation>The rules core cannot read the sealed move in this envelope: give your own reading.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="21"/>
        <source>The sealed move is legal.</source>
        <translation>The sealed move is legal.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="23"/>
        <source>The sealed move gives checkmate.</source>
        <translation>The sealed move gives checkmate.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="25"/>
        <source>The sealed move gives stalemate.</source>
        <translation>The sealed move gives stalemate.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="27"/>
        <source>The sealed move leaves a dead position.</source>
        <translation>The sealed move leaves a dead position.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="29"/>
        <source>The sealed move is ambiguous.</source>
        <translation>The sealed move is ambiguous.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="31"/>
        <source>The sealed move cannot be read.</source>
        <translation>The sealed move cannot be read.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="33"/>
        <source>The sealed move is illegal.</source>
        <translation>The sealed move is illegal.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="47"/>
        <source>Not resumed.</source>
        <translation>Not resumed.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="50"/>
        <source>The replier&apos;s move %1 is sealed in a new envelope, kept by the arbiter until %2 arrives (I.9.3).</source>
        <translation>The replier&apos;s move %1 is sealed in a new envelope, kept by the arbiter until %2 arrives (I.9.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="54"/>
        <source>Play goes on: make the sealed move on the board and start %1&apos;s clock (I.9).</source>
        <translation>Play goes on: make the sealed move on the board and start %1&apos;s clock (I.9).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="59"/>
        <source>The sealed move ended the game: %1 (I.8, I.10; classic 10.15(1)(2)).</source>
        <translation>The sealed move ended the game: %1 (I.8, I.10; classic 10.15(1)(2)).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="65"/>
        <source>The sealed move is defective, but %1 cannot win by any series of legal moves: drawn, %2 (I.8 with 6.9; classic 10.5).</source>
        <translation>The sealed move is defective, but %1 cannot win by any series of legal moves: drawn, %2 (I.8 with 6.9; classic 10.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="70"/>
        <source>The sealed move is defective: %1 (the sealer) loses, %2 (I.8; classic 10.16).</source>
        <translation>The sealed move is defective: %1 (the sealer) loses, %2 (I.8; classic 10.16).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="78"/>
        <source>%1 was absent past the default time and loses, %2 (I.10; classic 10.15).</source>
        <translation>%1 was absent past the default time and loses, %2 (I.10; classic 10.15).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="84"/>
        <source>Both players were absent past the default time: both lose, %1 (classic 10.17).</source>
        <translation>Both players were absent past the default time: both lose, %1 (classic 10.17).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="90"/>
        <source>%1 overstepped the time while the sealer was absent, but %2 cannot win: drawn, %3 (6.9; classic 10.5).</source>
        <translation>%1 overstepped the time while the sealer was absent, but %2 cannot win: drawn, %3 (6.9; classic 10.5).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="94"/>
        <source>%1 overstepped the time while the sealer was absent and loses, %2 (6.9; classic 10.15(3), 10.14).</source>
        <translation>%1 overstepped the time while the sealer was absent and loses, %2 (6.9; classic 10.15(3), 10.14).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="99"/>
        <source>The sealed move could not be checked: decide and enter the result yourself.</source>
        <translation>The sealed move could not be checked: decide and enter the result yourself.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="103"/>
        <source>The envelope is lost and the position cannot be re-established: the game is annulled and replayed (I.12.2).</source>
        <translation>The envelope is lost and the position cannot be re-established: the game is annulled and replayed (I.12.2).</translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <source>adjourned</source>
        <translation type="vanished">adjourned</translation>
    </message>
    <message>
        <source>%1 (not rated)</source>
        <translation type="vanished">%1 (not rated)</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="41"/>
        <location filename="../app/gui/models/round_model.cpp" line="68"/>
        <source>withdrawn</source>
        <translation>withdrawn</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="43"/>
        <source>enters in round %1</source>
        <translation>enters in round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="44"/>
        <source>absent (zero-point bye)</source>
        <translation>absent (zero-point bye)</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="50"/>
        <source>pairing-allocated bye</source>
        <translation>pairing-allocated bye</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="53"/>
        <source>half-point bye</source>
        <translation>half-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="56"/>
        <source>full-point bye</source>
        <translation>full-point bye</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="180"/>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="182"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="187"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="189"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>gui::SealDialog</name>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="37"/>
        <source>Seal a move</source>
        <translation>Seal a move</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="40"/>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="41"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="42"/>
        <source>From the game&apos;s &amp;moves</source>
        <translation>From the game&apos;s &amp;moves</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="43"/>
        <source>From a &amp;FEN</source>
        <translation>From a &amp;FEN</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="59"/>
        <source>h:mm</source>
        <translation>h:mm</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="61"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="62"/>
        <source>by White</source>
        <translation>by White</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="63"/>
        <source>by Black</source>
        <translation>by Black</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="79"/>
        <source>&amp;Sealed by:</source>
        <translation>&amp;Sealed by:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="84"/>
        <source>Position before the sealed move:</source>
        <translation>Position before the sealed move:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="85"/>
        <source>Mo&amp;ves:</source>
        <translation>Mo&amp;ves:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="86"/>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="87"/>
        <source>Move &amp;number:</source>
        <translation>Move &amp;number:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="88"/>
        <source>Sealed move (as &amp;written):</source>
        <translation>Sealed move (as &amp;written):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="89"/>
        <source>&amp;White&apos;s used time:</source>
        <translation>&amp;White&apos;s used time:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="90"/>
        <source>&amp;Black&apos;s used time:</source>
        <translation>&amp;Black&apos;s used time:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="91"/>
        <source>&amp;Draw offer open:</source>
        <translation>&amp;Draw offer open:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="92"/>
        <source>Sealed a&amp;t:</source>
        <translation>Sealed a&amp;t:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="93"/>
        <source>&amp;Resumes at:</source>
        <translation>&amp;Resumes at:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="94"/>
        <source>Resumes in (&amp;place):</source>
        <translation>Resumes in (&amp;place):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="117"/>
        <source>The FEN cannot be read at column %1.</source>
        <translation>The FEN cannot be read at column %1.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="129"/>
        <source>Move %1 (%2) cannot be played in the position.</source>
        <translation>Move %1 (%2) cannot be played in the position.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="140"/>
        <source>Choose a board of a paired round.</source>
        <translation>Choose a board of a paired round.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="155"/>
        <source>Write the sealed move as the sealer wrote it.</source>
        <translation>Write the sealed move as the sealer wrote it.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="158"/>
        <source>Used times are written h:mm or h:mm:ss.</source>
        <translation>Used times are written h:mm or h:mm:ss.</translation>
    </message>
</context>
<context>
    <name>gui::SectionDialog</name>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="359"/>
        <source>Swiss, FIDE Burstein system (C.04.4.2)</source>
        <translation>Swiss, FIDE Burstein system (C.04.4.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="358"/>
        <source>Swiss, FIDE Dubov system (C.04.4.1)</source>
        <translation>Swiss, FIDE Dubov system (C.04.4.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="180"/>
        <source>Leave FIDE mode</source>
        <translation>Leave FIDE mode</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="181"/>
        <source>In FIDE mode the section follows the FIDE rules for rated events (for example at most one half-point bye per player is accepted without a warning). Leaving it is recorded in the log, cannot be undone, and the section can never return to FIDE mode.

Leave FIDE mode?</source>
        <translation>In FIDE mode the section follows the FIDE rules for rated events (for example at most one half-point bye per player is accepted without a warning). Leaving it is recorded in the log, cannot be undone, and the section can never return to FIDE mode.

Leave FIDE mode?</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="204"/>
        <source>an empty category</source>
        <translation>an empty category</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="207"/>
        <source>not a category</source>
        <translation>not a category</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="210"/>
        <source>an age must be %1 to %2</source>
        <translation>an age must be %1 to %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="215"/>
        <source>a rating must be %1 to %2</source>
        <translation>a rating must be %1 to %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="220"/>
        <source>the band&apos;s lowest rating is above its highest</source>
        <translation>the band&apos;s lowest rating is above its highest</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="223"/>
        <source>a category given twice</source>
        <translation>a category given twice</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="226"/>
        <source>Categories: %1 at column %2 (women, U12, S50, U2000, 1600-1799, unrated).</source>
        <translation>Categories: %1 at column %2 (women, U12, S50, U2000, 1600-1799, unrated).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="232"/>
        <source>The section needs a name.</source>
        <translation>The section needs a name.</translation>
    </message>
    <message>
        <source>A round robin has no acceleration (C.04.7 accelerates a Swiss).</source>
        <translation type="vanished">A round robin has no acceleration (C.04.7 accelerates a Swiss).</translation>
    </message>
    <message>
        <source>A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</source>
        <translation type="vanished">A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="238"/>
        <source>Time control: not readable at column %1 (e.g. 40/90+30,30+30 or 90+30).</source>
        <translation>Time control: not readable at column %1 (e.g. 40/90+30,30+30 or 90+30).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="242"/>
        <source>Scoring: win, draw, loss in points, multiples of 0.5, win highest (e.g. 1,0.5,0 or 3,1,0).</source>
        <translation>Scoring: win, draw, loss in points, multiples of 0.5, win highest (e.g. 1,0.5,0 or 3,1,0).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="247"/>
        <source>Tie-breaks: %1 is not a FIDE C.07 tie-break (e.g. BH/C1, BH, SB, DE, WIN).</source>
        <translation>Tie-breaks: %1 is not a FIDE C.07 tie-break (e.g. BH/C1, BH, SB, DE, WIN).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="256"/>
        <source>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</source>
        <translation>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="260"/>
        <source>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</source>
        <translation>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="265"/>
        <source>Dates are written YYYY-MM-DD.</source>
        <translation>Dates are written YYYY-MM-DD.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="275"/>
        <source>Empty: the FIDE C.07 defaults of the pairing system.</source>
        <translation>Empty: the FIDE C.07 defaults of the pairing system.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="322"/>
        <source>New section</source>
        <translation>New section</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="322"/>
        <source>Section settings</source>
        <translation>Section settings</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="324"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="325"/>
        <source>&amp;Pairing system:</source>
        <translation>&amp;Pairing system:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="326"/>
        <source>Acceleration:</source>
        <translation>Acceleration:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="327"/>
        <source>Dutch edition:</source>
        <translation>Dutch edition:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="328"/>
        <source>R&amp;ounds:</source>
        <translation>R&amp;ounds:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="329"/>
        <source>R&amp;ules:</source>
        <translation>R&amp;ules:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="330"/>
        <source>FIDE mode:</source>
        <translation>FIDE mode:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="331"/>
        <source>&amp;Time control:</source>
        <translation>&amp;Time control:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="332"/>
        <source>R&amp;ate of play:</source>
        <translation>R&amp;ate of play:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="333"/>
        <source>&amp;Default time (minutes):</source>
        <translation>&amp;Default time (minutes):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="334"/>
        <source>&amp;Scoring (win, draw, loss):</source>
        <translation>&amp;Scoring (win, draw, loss):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="335"/>
        <source>T&amp;ie-breaks:</source>
        <translation>T&amp;ie-breaks:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="336"/>
        <source>Tie-break &amp;edition:</source>
        <translation>Tie-break &amp;edition:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="337"/>
        <source>Legend:</source>
        <translation>Legend:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="338"/>
        <source>Cate&amp;gories:</source>
        <translation>Cate&amp;gories:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="339"/>
        <source>Dra&amp;w offers:</source>
        <translation>Dra&amp;w offers:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="340"/>
        <source>&amp;Initial colour:</source>
        <translation>&amp;Initial colour:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="341"/>
        <source>Fifty-move e&amp;xtension (classic 10.12):</source>
        <translation>Fifty-move e&amp;xtension (classic 10.12):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="342"/>
        <source>P&amp;lace:</source>
        <translation>P&amp;lace:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="343"/>
        <source>&amp;From:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="344"/>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="345"/>
        <source>&amp;Chief arbiter:</source>
        <translation>&amp;Chief arbiter:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="346"/>
        <source>Deputy arbiters:</source>
        <translation>Deputy arbiters:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="356"/>
        <source>Swiss, FIDE Dutch system (C.04.3)</source>
        <translation>Swiss, FIDE Dutch system (C.04.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="357"/>
        <source>Round robin, Berger tables (C.05 Annex 1)</source>
        <translation>Round robin, Berger tables (C.05 Annex 1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="360"/>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="361"/>
        <source>Baku: virtual points for the top half (C.04.7)</source>
        <translation>Baku: virtual points for the top half (C.04.7)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="362"/>
        <source>2026 (C.04.3 in force from February 2026)</source>
        <translation>2026 (C.04.3 in force from February 2026)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="363"/>
        <source>2017 (C.04.3 in force until January 2026)</source>
        <translation>2017 (C.04.3 in force until January 2026)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="365"/>
        <source>The edition of the FIDE Dutch rules the Swiss is paired and checked by; fixed once round 1 is paired.</source>
        <translation>The edition of the FIDE Dutch rules the Swiss is paired and checked by; fixed once round 1 is paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="367"/>
        <source>FIDE Laws of Chess (2023)</source>
        <translation>FIDE Laws of Chess (2023)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="368"/>
        <source>Classic (older Chinese rules)</source>
        <translation>Classic (older Chinese rules)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="369"/>
        <source>On (uncheck to leave; asks first)</source>
        <translation>On (uncheck to leave; asks first)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="370"/>
        <source>Off (cannot be turned on again)</source>
        <translation>Off (cannot be turned on again)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="371"/>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="372"/>
        <source>Rapid</source>
        <translation>Rapid</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="373"/>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="374"/>
        <source>as the rules say (FIDE 0, classic 60)</source>
        <translation>as the rules say (FIDE 0, classic 60)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="375"/>
        <source>as the pairing system says</source>
        <translation>as the pairing system says</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="376"/>
        <source>FIDE C.07 (2026)</source>
        <translation>FIDE C.07 (2026)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="377"/>
        <source>FIDE C.07 (2023)</source>
        <translation>FIDE C.07 (2023)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="378"/>
        <source>before 2023</source>
        <translation>before 2023</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="379"/>
        <source>Free</source>
        <translation>Free</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="380"/>
        <source>Not before move:</source>
        <translation>Not before move:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="381"/>
        <source>Only with the arbiter&apos;s consent</source>
        <translation>Only with the arbiter&apos;s consent</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="382"/>
        <source>Not drawn yet</source>
        <translation>Not drawn yet</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="383"/>
        <source>White for the top player</source>
        <translation>White for the top player</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="384"/>
        <source>Black for the top player</source>
        <translation>Black for the top player</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="386"/>
        <source>The category standings: women, U12 (born in the event&apos;s year minus 12 or later), S50, U2000 (rated below 2000), 1600-1799 (a rating band), unrated; separated by commas.</source>
        <translation>The category standings: women, U12 (born in the event&apos;s year minus 12 or later), S50, U2000 (rated below 2000), 1600-1799 (a rating band), unrated; separated by commas.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="389"/>
        <source>The organiser&apos;s raised counts for named endings, announced before the event (fixed once round 1 is paired), e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</source>
        <translation>The organiser&apos;s raised counts for named endings, announced before the event (fixed once round 1 is paired), e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</translation>
    </message>
</context>
<context>
    <name>gui::SectionPrizesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="25"/>
        <source>Prize table and check-in rule</source>
        <translation>Prize table and check-in rule</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="30"/>
        <source>No prize table. For example:
tie = shared
category Overall = 1000 600 300
category Women women = 200 100</source>
        <translation>No prize table. For example:
tie = shared
category Overall = 1000 600 300
category Women women = 200 100</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="34"/>
        <source>&amp;Load from a file...</source>
        <translation>&amp;Load from a file...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="38"/>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="39"/>
        <source> absence(s)</source>
        <translation> absence(s)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="44"/>
        <source>&amp;Prize table (place and category prizes, the tie rule; README: Prizes):</source>
        <translation>&amp;Prize table (place and category prizes, the tie rule; README: Prizes):</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="49"/>
        <source>A player not checked in for a round gets a zero-point bye (C.04.2 3.3).</source>
        <translation>A player not checked in for a round gets a zero-point bye (C.04.2 3.3).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="54"/>
        <source>&amp;Withdraw a player after:</source>
        <translation>&amp;Withdraw a player after:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="104"/>
        <source>Open a prize table</source>
        <translation>Open a prize table</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="105"/>
        <source>Prize tables (*.txt *.prizes);;All files (*)</source>
        <translation>Prize tables (*.txt *.prizes);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="109"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>Cannot open %1: it is missing or not readable.</translation>
    </message>
</context>
<context>
    <name>gui::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="41"/>
        <source>Alt + underlined letters</source>
        <translation>Alt + underlined letters</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="50"/>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="52"/>
        <source>Command</source>
        <translation>Command</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="52"/>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="60"/>
        <source>Round › White won</source>
        <translation>Round › White won</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="61"/>
        <source>Round › Draw</source>
        <translation>Round › Draw</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="62"/>
        <source>Round › Black won</source>
        <translation>Round › Black won</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="63"/>
        <source>Round › White won by forfeit</source>
        <translation>Round › White won by forfeit</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="64"/>
        <source>Round › Black won by forfeit</source>
        <translation>Round › Black won by forfeit</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="65"/>
        <source>Round › Double forfeit</source>
        <translation>Round › Double forfeit</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="66"/>
        <source>Round › Game of less than one move (not rated): White won, draw, Black won</source>
        <translation>Round › Game of less than one move (not rated): White won, draw, Black won</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="68"/>
        <source>Round › Clear the result</source>
        <translation>Round › Clear the result</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="68"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="69"/>
        <source>Tabs › Next tab, previous tab</source>
        <translation>Tabs › Next tab, previous tab</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="70"/>
        <source>Dialogs › Next field, previous field</source>
        <translation>Dialogs › Next field, previous field</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="71"/>
        <source>Dialogs › Field with an underlined letter</source>
        <translation>Dialogs › Field with an underlined letter</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="71"/>
        <source>Alt + the letter</source>
        <translation>Alt + the letter</translation>
    </message>
</context>
<context>
    <name>gui::Standings</name>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="14"/>
        <source>No standings while an adjourned game is unresolved.</source>
        <translation>No standings while an adjourned game is unresolved.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="17"/>
        <source>The first round is being played: no standings before its results.</source>
        <translation>The first round is being played: no standings before its results.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="20"/>
        <source>That round is not complete: no standings after it yet.</source>
        <translation>That round is not complete: no standings after it yet.</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="25"/>
        <source>No round has been paired yet.</source>
        <translation>No round has been paired yet.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/models/gui_standings.cpp" line="55"/>
        <source>Provisional: round %1 is being played, %n game(s) still without a result. These standings count the results entered so far; the standings of record (C.07) come after a complete round.</source>
        <translation>
            <numerusform>Provisional: round %1 is being played, %n game still without a result. These standings count the results entered so far; the standings of record (C.07) come after a complete round.</numerusform>
            <numerusform>Provisional: round %1 is being played, %n games still without a result. These standings count the results entered so far; the standings of record (C.07) come after a complete round.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="75"/>
        <source>An adjourned game is unresolved: these are the standings after round %1, the last complete round.</source>
        <translation>An adjourned game is unresolved: these are the standings after round %1, the last complete round.</translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/models/standings_model.cpp" line="71"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
</context>
<context>
    <name>gui::StartPage</name>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="82"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — chess tournament manager</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="83"/>
        <source>&amp;Recent event files:</source>
        <translation>&amp;Recent event files:</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="85"/>
        <source>No file opened yet. Start with a new event, or open an event file or a TRF file.</source>
        <translation>No file opened yet. Start with a new event, or open an event file or a TRF file.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="86"/>
        <source>&amp;New event...</source>
        <translation>&amp;New event...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="87"/>
        <source>Open &amp;event file...</source>
        <translation>Open &amp;event file...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="88"/>
        <source>Open &amp;TRF file...</source>
        <translation>Open &amp;TRF file...</translation>
    </message>
</context>
<context>
    <name>gui::TieBreaks</name>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="18"/>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="20"/>
        <source>Fore Buchholz</source>
        <translation>Fore Buchholz</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="22"/>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Average of opponents&apos; Buchholz</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="24"/>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="26"/>
        <source>Progressive score</source>
        <translation>Progressive score</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="28"/>
        <source>Koya</source>
        <translation>Koya</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="30"/>
        <source>Average rating of opponents</source>
        <translation>Average rating of opponents</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="32"/>
        <source>Tournament performance rating</source>
        <translation>Tournament performance rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="34"/>
        <source>Perfect tournament performance</source>
        <translation>Perfect tournament performance</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="36"/>
        <source>Average performance rating of opponents</source>
        <translation>Average performance rating of opponents</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="38"/>
        <source>Average perfect performance of opponents</source>
        <translation>Average perfect performance of opponents</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="40"/>
        <source>Number of wins</source>
        <translation>Number of wins</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="42"/>
        <source>Games won over the board</source>
        <translation>Games won over the board</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="44"/>
        <source>Games played with Black</source>
        <translation>Games played with Black</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="46"/>
        <source>Games won with Black</source>
        <translation>Games won with Black</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="48"/>
        <source>Rounds elected to play</source>
        <translation>Rounds elected to play</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="50"/>
        <source>Standard points</source>
        <translation>Standard points</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="52"/>
        <source>Tournament pairing number</source>
        <translation>Tournament pairing number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="54"/>
        <source>Own rating</source>
        <translation>Own rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="56"/>
        <source>Direct encounter</source>
        <translation>Direct encounter</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="69"/>
        <source>%1, median %2</source>
        <translation>%1, median %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="73"/>
        <source>%1, lowest %2 cut</source>
        <translation>%1, lowest %2 cut</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="77"/>
        <source>%1, unrated counted as %2</source>
        <translation>%1, unrated counted as %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="81"/>
        <source>%1, limit moved by %2 half-points</source>
        <translation>%1, limit moved by %2 half-points</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="84"/>
        <source>%1, reversed</source>
        <translation>%1, reversed</translation>
    </message>
</context>
<context>
    <name>gui::Toolkit</name>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="13"/>
        <source>line %1, column %2: %3</source>
        <translation>line %1, column %2: %3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="23"/>
        <source>the list has no players</source>
        <translation>the list has no players</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="25"/>
        <source>the first line is not FIDE&apos;s header (&quot;ID Number      Name ...&quot;)</source>
        <translation>the first line is not FIDE&apos;s header (&quot;ID Number      Name ...&quot;)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="28"/>
        <source>the header has no rating column (SRtng, RRtng, BRtng or a month)</source>
        <translation>the header has no rating column (SRtng, RRtng, BRtng or a month)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="31"/>
        <source>the FIDE id is not a number</source>
        <translation>the FIDE id is not a number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="33"/>
        <source>a rating must be blank or a whole number from 0 to 3500</source>
        <translation>a rating must be blank or a whole number from 0 to 3500</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="36"/>
        <source>games, K or birth year is not a number</source>
        <translation>games, K or birth year is not a number</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="38"/>
        <source>a &lt;player&gt; element is not closed</source>
        <translation>a &lt;player&gt; element is not closed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="40"/>
        <source>an &amp;...; entity that XML does not define</source>
        <translation>an &amp;...; entity that XML does not define</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="42"/>
        <source>the national list does not read as CSV with a header (as Import players reads)</source>
        <translation>the national list does not read as CSV with a header (as Import players reads)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="54"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>Cannot open %1: it is missing or not readable.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="64"/>
        <source>standard rating</source>
        <translation>standard rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="66"/>
        <source>rapid rating</source>
        <translation>rapid rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="68"/>
        <source>blitz rating</source>
        <translation>blitz rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="70"/>
        <source>national rating</source>
        <translation>national rating</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="72"/>
        <source>title</source>
        <translation>title</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="74"/>
        <source>federation</source>
        <translation>federation</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="84"/>
        <source>expected `tie = ...`, `precedence = ...` or `category NAME [conditions] = prizes`</source>
        <translation>expected `tie = ...`, `precedence = ...` or `category NAME [conditions] = prizes`</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="89"/>
        <source>tie is tie-break, shared or hort</source>
        <translation>tie is tie-break, shared or hort</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="92"/>
        <source>precedence is higher or order</source>
        <translation>precedence is higher or order</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="95"/>
        <source>a condition is women, born&gt;=YEAR, born&lt;=YEAR, rating&gt;=R or rating&lt;=R (a club: top=N)</source>
        <translation>a condition is women, born&gt;=YEAR, born&lt;=YEAR, rating&gt;=R or rating&lt;=R (a club: top=N)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="100"/>
        <source>a prize is an amount (e.g. 100 or 12.50) or a &quot;quoted item&quot;</source>
        <translation>a prize is an amount (e.g. 100 or 12.50) or a &quot;quoted item&quot;</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="104"/>
        <source>the category has no prizes</source>
        <translation>the category has no prizes</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="107"/>
        <source>the table has no category</source>
        <translation>the table has no category</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="110"/>
        <source>a quoted item is not closed</source>
        <translation>a quoted item is not closed</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="119"/>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="121"/>
        <source>IM</source>
        <translation>IM</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="123"/>
        <source>WGM</source>
        <translation>WGM</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="125"/>
        <source>WIM</source>
        <translation>WIM</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="134"/>
        <source>1.4.1 games</source>
        <translation>1.4.1 games</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="136"/>
        <source>1.4.3 other federations</source>
        <translation>1.4.3 other federations</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="138"/>
        <source>1.4.4 own federation, at most 3/5</source>
        <translation>1.4.4 own federation, at most 3/5</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="140"/>
        <source>1.4.4 one federation, at most 2/3</source>
        <translation>1.4.4 one federation, at most 2/3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="142"/>
        <source>1.4.5a titleholders (CM, WCM not counted)</source>
        <translation>1.4.5a titleholders (CM, WCM not counted)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="144"/>
        <source>1.4.5 holders of the title or above</source>
        <translation>1.4.5 holders of the title or above</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="146"/>
        <source>1.4.8a average rating Ra</source>
        <translation>1.4.8a average rating Ra</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="148"/>
        <source>1.4.8b score in %</source>
        <translation>1.4.8b score in %</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="150"/>
        <source>1.4.8 performance Rp</source>
        <translation>1.4.8 performance Rp</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="159"/>
        <source>matched</source>
        <translation>matched</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="162"/>
        <source>matched, White and Black swapped in the file</source>
        <translation>matched, White and Black swapped in the file</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="165"/>
        <source>no round (choose the round or give a Round tag)</source>
        <translation>no round (choose the round or give a Round tag)</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="167"/>
        <source>the round is not paired</source>
        <translation>the round is not paired</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="169"/>
        <source>no board of the round has these players</source>
        <translation>no board of the round has these players</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="171"/>
        <source>several boards fit these names</source>
        <translation>several boards fit these names</translation>
    </message>
</context>
<context>
    <name>gui::ToolkitMenu</name>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="65"/>
        <source>&amp;Forbidden pairs...</source>
        <translation>&amp;Forbidden pairs...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="66"/>
        <source>&amp;Prize table and check-in rule...</source>
        <translation>&amp;Prize table and check-in rule...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="67"/>
        <source>&amp;Add from a rating list...</source>
        <translation>&amp;Add from a rating list...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="68"/>
        <source>&amp;Update ratings from a list...</source>
        <translation>&amp;Update ratings from a list...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="69"/>
        <source>&amp;Check-in for the next round...</source>
        <translation>&amp;Check-in for the next round...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="70"/>
        <source>The round&apos;s &amp;games (PGN)...</source>
        <translation>The round&apos;s &amp;games (PGN)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="71"/>
        <source>Rep&amp;orts</source>
        <translation>Rep&amp;orts</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="72"/>
        <source>&amp;Prizes...</source>
        <translation>&amp;Prizes...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="73"/>
        <source>Title &amp;norms...</source>
        <translation>Title &amp;norms...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="89"/>
        <source>Rating lists (*.txt *.xml *.csv);;All files (*)</source>
        <translation>Rating lists (*.txt *.xml *.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="125"/>
        <source>Add from a rating list</source>
        <translation>Add from a rating list</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="141"/>
        <source>Update ratings from a list</source>
        <translation>Update ratings from a list</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="154"/>
        <source>Check-in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="156"/>
        <source>Every round of the section is paired.</source>
        <translation>Every round of the section is paired.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="175"/>
        <source>Prizes</source>
        <translation>Prizes</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="178"/>
        <source>the section&apos;s prize table</source>
        <translation>the section&apos;s prize table</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="181"/>
        <source>Open a prize table</source>
        <translation>Open a prize table</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="182"/>
        <source>Prize tables (*.txt *.prizes);;All files (*)</source>
        <translation>Prize tables (*.txt *.prizes);;All files (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="187"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>Cannot open %1: it is missing or not readable.</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="200"/>
        <source>The section&apos;s tie-break list does not read: see Section settings.</source>
        <translation>The section&apos;s tie-break list does not read: see Section settings.</translation>
    </message>
</context>
<context>
    <name>gui::TrfError</name>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="14"/>
        <source>The file has no player lines (001).</source>
        <translation>The file has no player lines (001).</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="16"/>
        <source>The start number is not a number of 1 or more.</source>
        <translation>The start number is not a number of 1 or more.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="18"/>
        <source>Two players have the same start number.</source>
        <translation>Two players have the same start number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="20"/>
        <source>The start numbers do not run from 1 without gaps.</source>
        <translation>The start numbers do not run from 1 without gaps.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="23"/>
        <source>The rating is not a number.</source>
        <translation>The rating is not a number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="25"/>
        <source>The points are not a number.</source>
        <translation>The points are not a number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="27"/>
        <source>The rank is not a number.</source>
        <translation>The rank is not a number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="29"/>
        <source>The opponent is not a start number.</source>
        <translation>The opponent is not a start number.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="31"/>
        <source>The opponent has no player line.</source>
        <translation>The opponent has no player line.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="33"/>
        <source>A player is paired with himself.</source>
        <translation>A player is paired with himself.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="35"/>
        <source>The colour is not w, b or -.</source>
        <translation>The colour is not w, b or -.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="37"/>
        <source>The result code is unknown.</source>
        <translation>The result code is unknown.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="39"/>
        <source>A game result (1 = 0 W D L X ?) has no opponent.</source>
        <translation>A game result (1 = 0 W D L X ?) has no opponent.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="45"/>
        <source>A point value is not a multiple of one half, or does not fit its columns (100 points or more).</source>
        <translation>A point value is not a multiple of one half, or does not fit its columns (100 points or more).</translation>
    </message>
    <message>
        <source>A played result has no opponent.</source>
        <translation type="vanished">A played result has no opponent.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="41"/>
        <source>A round block is not in its columns.</source>
        <translation>A round block is not in its columns.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="43"/>
        <source>A record holds a value that cannot be read.</source>
        <translation>A record holds a value that cannot be read.</translation>
    </message>
    <message>
        <source>A point value is not a multiple of one half.</source>
        <translation type="vanished">A point value is not a multiple of one half.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="49"/>
        <source>A round block lies past the planned number of rounds.</source>
        <translation>A round block lies past the planned number of rounds.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="52"/>
        <source>A round block lies past round 999.</source>
        <translation>A round block lies past round 999.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="54"/>
        <source>A bye is given for a round past the planned number of rounds.</source>
        <translation>A bye is given for a round past the planned number of rounds.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="57"/>
        <source>A prohibited pairing (260) starts in a round past the planned number of rounds.</source>
        <translation>A prohibited pairing (260) starts in a round past the planned number of rounds.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="61"/>
        <source>This initial colour (XXC or 152) contradicts the one given on an earlier line.</source>
        <translation>This initial colour (XXC or 152) contradicts the one given on an earlier line.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="65"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="71"/>
        <source>Line %1, column %2: %3</source>
        <translation>Line %1, column %2: %3</translation>
    </message>
</context>
<context>
    <name>gui::Undo</name>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="18"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>There is nothing left to undo.</source>
        <translation type="vanished">There is nothing left to undo.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="26"/>
        <source>This will undo:
%1
done by %2 at %3 (log no. %4).

Undo it?</source>
        <translation>This will undo:
%1
done by %2 at %3 (log no. %4).

Undo it?</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="40"/>
        <source>

Undo it anyway?</source>
        <translation>

Undo it anyway?</translation>
    </message>
</context>
<context>
    <name>gui::UnsealDialog</name>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="52"/>
        <source>Open an envelope</source>
        <translation>Open an envelope</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="58"/>
        <source>Round %1, board %2: %3 - %4</source>
        <translation>Round %1, board %2: %3 - %4</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="67"/>
        <source>The sealer was present by the default time</source>
        <translation>The sealer was present by the default time</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="69"/>
        <source>The replier was present by the default time</source>
        <translation>The replier was present by the default time</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="71"/>
        <source>The envelope is lost (I.12)</source>
        <translation>The envelope is lost (I.12)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="73"/>
        <source>the move the sealer says he sealed (I.12.1)</source>
        <translation>the move the sealer says he sealed (I.12.1)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="75"/>
        <source>The position cannot be re-established: annul the game (I.12.2)</source>
        <translation>The position cannot be re-established: annul the game (I.12.2)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="77"/>
        <source>the replier&apos;s reply, sealed in a new envelope (I.9.3)</source>
        <translation>the replier&apos;s reply, sealed in a new envelope (I.9.3)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="79"/>
        <source>The present player&apos;s flag fell while the sealer was absent</source>
        <translation>The present player&apos;s flag fell while the sealer was absent</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="82"/>
        <source>&amp;Correct the clocks (Guidelines I.13)</source>
        <translation>&amp;Correct the clocks (Guidelines I.13)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="87"/>
        <source>h:mm:ss</source>
        <translation>h:mm:ss</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="89"/>
        <source>The error was pointed out after a player&apos;s first move</source>
        <translation>The error was pointed out after a player&apos;s first move</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="92"/>
        <source>classic rules (14.6): why the consequences would be very severe</source>
        <translation>classic rules (14.6): why the consequences would be very severe</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="94"/>
        <source>White&apos;s correct used time:</source>
        <translation>White&apos;s correct used time:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="95"/>
        <source>Black&apos;s correct used time:</source>
        <translation>Black&apos;s correct used time:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="97"/>
        <source>Reason:</source>
        <translation>Reason:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="106"/>
        <source>&amp;Open the envelope</source>
        <translation>&amp;Open the envelope</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="110"/>
        <source>Envelope:</source>
        <translation>Envelope:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="115"/>
        <source>Stated move:</source>
        <translation>Stated move:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="117"/>
        <source>Sealed reply:</source>
        <translation>Sealed reply:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="119"/>
        <source>Your reading:</source>
        <translation>Your reading:</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="214"/>
        <source>No envelope of this section is waiting to be opened.</source>
        <translation>No envelope of this section is waiting to be opened.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="223"/>
        <source>Move %1 sealed by %2. Time used: White %3, Black %4.</source>
        <translation>Move %1 sealed by %2. Time used: White %3, Black %4.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="227"/>
        <source>A draw offer by %1 is open (I.4).</source>
        <translation>A draw offer by %1 is open (I.4).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="231"/>
        <source>Resumes %1 %2.</source>
        <translation>Resumes %1 %2.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="254"/>
        <source>The position before the sealed move</source>
        <translation>The position before the sealed move</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="255"/>
        <source>The position after the sealed move</source>
        <translation>The position after the sealed move</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="262"/>
        <source>Used times are written h:mm or h:mm:ss.</source>
        <translation>Used times are written h:mm or h:mm:ss.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="269"/>
        <source>After the first move the clocks are corrected only when the arbiter states why the consequences would be very severe (classic 14.6).</source>
        <translation>After the first move the clocks are corrected only when the arbiter states why the consequences would be very severe (classic 14.6).</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="282"/>
        <source>The clocks are corrected first: White %1, Black %2 used.</source>
        <translation>The clocks are corrected first: White %1, Black %2 used.</translation>
    </message>
</context>
<context>
    <name>gui::WorkingDialog</name>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="31"/>
        <source>How the tie-breaks are made</source>
        <translation>How the tie-breaks are made</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="32"/>
        <source>%1 (%2), after round %3. A cut value is in brackets.</source>
        <translation>%1 (%2), after round %3. A cut value is in brackets.</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Tie-break / round</source>
        <translation>Tie-break / round</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Opponent&apos;s value</source>
        <translation>Opponent&apos;s value</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Own points</source>
        <translation>Own points</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Adds</source>
        <translation>Adds</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="61"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="64"/>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>dummy opponent (C.07 16.4)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="66"/>
        <source>virtual opponent</source>
        <translation>virtual opponent</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="69"/>
        <source>%1 for %2</source>
        <translation>%1 for %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="78"/>
        <source>cut</source>
        <translation>cut</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="79"/>
        <source>voluntarily unplayed (VUR, C.07 16.2)</source>
        <translation>voluntarily unplayed (VUR, C.07 16.2)</translation>
    </message>
</context>
</TS>
