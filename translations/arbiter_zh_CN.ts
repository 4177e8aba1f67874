<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="20"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="21"/>
        <source>Shortcut</source>
        <comment>All other platforms</comment>
        <translation>快捷方式</translation>
    </message>
    <message>
        <location filename="../app/gui/views/file_dialog_look.cpp" line="24"/>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
</context>
<context>
    <name>gui::ArbiterOnDuty</name>
    <message>
        <location filename="../app/gui/views/arbiter_on_duty.cpp" line="42"/>
        <source>Arbiter on duty</source>
        <translation>值班裁判</translation>
    </message>
    <message>
        <location filename="../app/gui/views/arbiter_on_duty.cpp" line="43"/>
        <source>The name the log gives every change made at this desk
(empty: the computer&apos;s user name):</source>
        <translation>本台电脑所做的每项更改在日志中署的名字
（留空：使用电脑的用户名）：</translation>
    </message>
</context>
<context>
    <name>gui::AuditAction</name>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="171"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="176"/>
        <source>Burstein system</source>
        <translation>伯斯坦制</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="170"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="175"/>
        <source>Dubov system</source>
        <translation>杜波夫制</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="22"/>
        <source>Check-in</source>
        <translation>签到</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="23"/>
        <source>Draw claim</source>
        <translation>和棋申请</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="24"/>
        <source>Clock corrected</source>
        <translation>校正棋钟</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="25"/>
        <source>Defective clock</source>
        <translation>棋钟故障</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="26"/>
        <source>Envelope</source>
        <translation>信封</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="27"/>
        <source>Event created</source>
        <translation>创建赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="28"/>
        <source>Flag fell</source>
        <translation>落旗</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="29"/>
        <source>Illegal move</source>
        <translation>违例着法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="30"/>
        <source>Irregular position</source>
        <translation>不正常局面</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="31"/>
        <source>Late arrival</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="32"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="33"/>
        <source>Player registered</source>
        <translation>登记棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="34"/>
        <source>Requested bye</source>
        <translation>申请轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="35"/>
        <source>Player edited</source>
        <translation>修改棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="36"/>
        <source>Players imported</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="37"/>
        <source>Player removed</source>
        <translation>删除棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="38"/>
        <source>Player withdrawn</source>
        <translation>棋手退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="39"/>
        <source>Ratings updated</source>
        <translation>更新等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="40"/>
        <source>Result</source>
        <translation>成绩</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="41"/>
        <source>Results</source>
        <translation>批量成绩</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="42"/>
        <source>Pairing edited</source>
        <translation>修改编排</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="43"/>
        <source>Round published</source>
        <translation>公布轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="44"/>
        <source>Round paired</source>
        <translation>编排轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="45"/>
        <source>Round started</source>
        <translation>开始轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="46"/>
        <source>Round unpaired</source>
        <translation>撤销编排</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="47"/>
        <source>Move sealed</source>
        <translation>封棋</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="48"/>
        <source>Section added</source>
        <translation>添加组别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="49"/>
        <source>Numbers drawn by lot</source>
        <translation>抽签定序号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="50"/>
        <source>Section edited</source>
        <translation>修改组别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="51"/>
        <source>Forbidden pair</source>
        <translation>禁止相遇</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="52"/>
        <source>Section imported</source>
        <translation>导入组别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="53"/>
        <source>FIDE mode left</source>
        <translation>退出 FIDE 模式</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="54"/>
        <source>Envelope opened</source>
        <translation>拆封</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="59"/>
        <source>absence rule</source>
        <translation>缺席规则</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="60"/>
        <source>acceleration</source>
        <translation>加速编排</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="61"/>
        <source>annulled</source>
        <translation>作废</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="62"/>
        <source>arrived</source>
        <translation>到场</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="63"/>
        <source>article</source>
        <translation>条款</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="64"/>
        <source>at</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="65"/>
        <source>Black&apos;s time used</source>
        <translation>黑方已用时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="66"/>
        <source>board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="67"/>
        <source>boards</source>
        <translation>台数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="68"/>
        <source>by</source>
        <translation>编排方式</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="69"/>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="70"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="71"/>
        <source>position cannot be restored</source>
        <translation>局面无法恢复</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="72"/>
        <source>categories</source>
        <translation>分类</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="73"/>
        <source>chief arbiter</source>
        <translation>裁判长</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="74"/>
        <source>confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="75"/>
        <source>custody</source>
        <translation>保管</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="76"/>
        <source>default time</source>
        <translation>迟到弃权时限</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="77"/>
        <source>deputy arbiters</source>
        <translation>副裁判长</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="78"/>
        <source>draw offers</source>
        <translation>提和</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="79"/>
        <source>early by</source>
        <translation>提前</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="80"/>
        <source>Dutch edition</source>
        <translation>荷兰制版本</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="81"/>
        <source>elapsed</source>
        <translation>已用</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="82"/>
        <source>end date</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="83"/>
        <source>evidence</source>
        <translation>依据</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="84"/>
        <source>FIDE mode</source>
        <translation>FIDE 模式</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="85"/>
        <source>fifty-move extension</source>
        <translation>五十回合延长</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="86"/>
        <source>first move played</source>
        <translation>已走第一步</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="87"/>
        <source>checker findings overridden</source>
        <translation>不顾检查结果</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="88"/>
        <source>forced</source>
        <translation>强制</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="89"/>
        <source>forfeit</source>
        <translation>判负</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="90"/>
        <source>from round</source>
        <translation>起始轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="91"/>
        <source>initial colour</source>
        <translation>首轮颜色</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="92"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="93"/>
        <source>kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="94"/>
        <source>in the last period</source>
        <translation>在最后阶段</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="95"/>
        <source>list</source>
        <translation>名单</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="96"/>
        <source>move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="97"/>
        <source>sealed move</source>
        <translation>封棋着法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="98"/>
        <source>move number</source>
        <translation>回合数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="99"/>
        <source>moves each</source>
        <translation>每方步数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="100"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="101"/>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="102"/>
        <source>opponent can mate</source>
        <translation>对手能将死</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="103"/>
        <source>opponent can win</source>
        <translation>对手能取胜</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="104"/>
        <source>option</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="105"/>
        <source>order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="106"/>
        <source>pair</source>
        <translation>对阵</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="107"/>
        <source>paired rounds</source>
        <translation>已编排轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="108"/>
        <source>pairing system</source>
        <translation>编排制度</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="109"/>
        <source>place</source>
        <translation>地点</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="110"/>
        <source>player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="111"/>
        <source>players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="112"/>
        <source>ply</source>
        <translation>半回合</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="113"/>
        <source>present</source>
        <translation>到场</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="114"/>
        <source>the present player&apos;s flag fell</source>
        <translation>到场一方落旗</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="115"/>
        <source>prize table</source>
        <translation>奖项表</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="116"/>
        <source>rate</source>
        <translation>比赛节奏</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="117"/>
        <source>rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="118"/>
        <source>replier present</source>
        <translation>应着方到场</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="119"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="120"/>
        <source>resumption</source>
        <translation>续赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="121"/>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="122"/>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="123"/>
        <source>rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="124"/>
        <source>schedule allows</source>
        <translation>赛程允许</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="125"/>
        <source>score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="126"/>
        <source>scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="127"/>
        <source>sealed reply</source>
        <translation>封入的应着</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="128"/>
        <source>sealer</source>
        <translation>封棋方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="129"/>
        <source>sealer present</source>
        <translation>封棋方到场</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="130"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="131"/>
        <source>section</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="132"/>
        <source>set</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="133"/>
        <source>severe reason</source>
        <translation>严重理由</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="134"/>
        <source>sex</source>
        <translation>性别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="135"/>
        <source>shown</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="136"/>
        <source>start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="137"/>
        <source>stated move</source>
        <translation>声称的着法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="138"/>
        <source>tie-break edition</source>
        <translation>对比分版本</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="139"/>
        <source>tie-breaks</source>
        <translation>对比分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="140"/>
        <source>time control</source>
        <translation>用时规定</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="141"/>
        <source>not rated</source>
        <translation>不计等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="142"/>
        <source>time used</source>
        <translation>已用时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="143"/>
        <source>verdict</source>
        <translation>判定</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="144"/>
        <source>White&apos;s time used</source>
        <translation>白方已用时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="145"/>
        <source>the whole round</source>
        <translation>整轮</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="146"/>
        <source>withdrawn after absences</source>
        <translation>缺席几轮后退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="158"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="159"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="160"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="161"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="162"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="163"/>
        <source>both</source>
        <translation>双方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="164"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="172"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="165"/>
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="166"/>
        <source>incorrect</source>
        <translation>不正确</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="168"/>
        <location filename="../app/gui/text/audit_action_text.cpp" line="173"/>
        <source>Dutch system</source>
        <translation>荷兰制</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="169"/>
        <source>Berger tables</source>
        <translation>贝格尔表</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="174"/>
        <source>round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="177"/>
        <source>FIDE Laws</source>
        <translation>国际棋联规则</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="178"/>
        <source>classic rules</source>
        <translation>传统规则</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="179"/>
        <source>standard</source>
        <translation>标准棋</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="180"/>
        <source>rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="181"/>
        <source>blitz</source>
        <translation>超快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="182"/>
        <source>Baku</source>
        <translation>巴库加速</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="183"/>
        <source>a zero-point bye</source>
        <translation>零分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="184"/>
        <source>free</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="185"/>
        <source>with the arbiter&apos;s consent</source>
        <translation>须经裁判同意</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="187"/>
        <source>pairing-allocated bye</source>
        <translation>编排轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="188"/>
        <source>half-point bye</source>
        <translation>半分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="189"/>
        <source>full-point bye</source>
        <translation>整分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="190"/>
        <source>zero-point bye</source>
        <translation>零分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="192"/>
        <source>pieces displaced</source>
        <translation>棋子被碰乱</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="193"/>
        <source>wrong initial position</source>
        <translation>棋子原始位置摆错</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="194"/>
        <source>colours reversed</source>
        <translation>双方棋子颜色颠倒</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="195"/>
        <source>board placed wrongly</source>
        <translation>棋盘放错方向</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="196"/>
        <source>sealed</source>
        <translation>已封存</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="197"/>
        <source>in the arbiter&apos;s keeping</source>
        <translation>由裁判保管</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="198"/>
        <source>opened</source>
        <translation>已拆封</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="199"/>
        <source>settled</source>
        <translation>已了结</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="200"/>
        <source>lost</source>
        <translation>遗失</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="201"/>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="202"/>
        <source>legal</source>
        <translation>合法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="203"/>
        <source>checkmate</source>
        <translation>将杀</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="204"/>
        <source>stalemate</source>
        <translation>逼和</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="205"/>
        <source>dead position</source>
        <translation>死局</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="206"/>
        <source>ambiguous</source>
        <translation>有歧义</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="207"/>
        <source>unreadable</source>
        <translation>无法辨认</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="208"/>
        <source>illegal</source>
        <translation>不合法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="238"/>
        <source>withdrawn after %1 absences</source>
        <translation>缺席 %1 次后退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="276"/>
        <source>Undo of no. %1: %2</source>
        <translation>撤销第 %1 号：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="293"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="298"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/audit_action_text.cpp" line="299"/>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>gui::AuditLogModel</name>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="90"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="94"/>
        <source>undoes %1</source>
        <translation>撤销第 %1 条</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="95"/>
        <source>undone by %1</source>
        <translation>已被第 %1 条撤销</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="106"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="108"/>
        <source>When (UTC)</source>
        <translation>时间（UTC）</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="110"/>
        <source>Arbiter</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="112"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../app/gui/models/audit_log_model.cpp" line="114"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
</context>
<context>
    <name>gui::BoardChooser</name>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="41"/>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="83"/>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="42"/>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="84"/>
        <source>&amp;Board:</source>
        <translation>台次(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="76"/>
        <source>White: %1 — Black: %2</source>
        <translation>白方：%1 — 黑方：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/board_chooser.cpp" line="77"/>
        <source>No such board in this round.</source>
        <translation>本轮没有这个台次。</translation>
    </message>
</context>
<context>
    <name>gui::ByesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="26"/>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="76"/>
        <source>half-point bye</source>
        <translation>半分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="28"/>
        <source>full-point bye</source>
        <translation>整分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="33"/>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="77"/>
        <source>zero-point bye</source>
        <translation>零分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="40"/>
        <source>Requested byes</source>
        <translation>申请的轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="51"/>
        <source>&amp;Player:</source>
        <translation>棋手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="64"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="64"/>
        <source>Bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="71"/>
        <source>&amp;Cancel the selected bye</source>
        <translation>取消所选的轮空(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="78"/>
        <source>&amp;Request the bye</source>
        <translation>申请轮空(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="81"/>
        <source>R&amp;ound:</source>
        <translation>轮次(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="82"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/byes_dialog.cpp" line="111"/>
        <source>%1 (%2): byes requested for the rounds not yet paired (%3 to %4).</source>
        <translation>%1（%2）：为尚未编排的轮次（第 %3 至 %4 轮）申请的轮空。</translation>
    </message>
</context>
<context>
    <name>gui::CheckInDialog</name>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="27"/>
        <source>Check-in for round %1</source>
        <translation>第 %1 轮签到</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Present</source>
        <translation>到场</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="33"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="58"/>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="59"/>
        <source> absence(s)</source>
        <translation> 次缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="65"/>
        <source>&amp;Record the check-in</source>
        <translation>记录签到(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="69"/>
        <source>&amp;Withdraw a player after:</source>
        <translation>缺席达到以下次数即退赛(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="71"/>
        <source>Space marks the selected player present (or not) and moves to the next. Every player not present gets a zero-point bye for round %1.</source>
        <translation>空格键将所选棋手标为到场（或取消）并移到下一名。未到场的棋手第 %1 轮均记零分轮空。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="80"/>
        <source>Pairing numbers changed since round %1 was paired: its printed sheets show the old numbers. Old → new: %2.</source>
        <translation>第 %1 轮编排后编排号有变动：已打印的对阵表上仍是旧编号。旧 → 新：%2。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/check_in_dialog.cpp" line="131"/>
        <source>%1 present, %2 absent (a zero-point bye each).</source>
        <translation>到场 %1 人，缺席 %2 人（各记零分轮空）。</translation>
    </message>
</context>
<context>
    <name>gui::ClaimChecker</name>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="23"/>
        <source>checkmate (classic 10.1)</source>
        <translation>将死（旧规则 10.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="25"/>
        <source>stalemate (classic 10.3)</source>
        <translation>无子可动（旧规则 10.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="27"/>
        <source>a position of the 10.4 list (classic 10.4)</source>
        <translation>出现 10.4 条所列的残局（旧规则 10.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="33"/>
        <source>checkmate (Laws 5.1.1)</source>
        <translation>将死（规则 5.1.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="35"/>
        <source>stalemate (Laws 5.2.1)</source>
        <translation>逼和（规则 5.2.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="37"/>
        <source>no checkmate possible (Laws 5.2.2)</source>
        <translation>双方均无法将死（规则 5.2.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="39"/>
        <source>75 moves without capture or pawn move (Laws 9.6.2)</source>
        <translation>75 回合无吃子且无兵的走动（规则 9.6.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="42"/>
        <source>fivefold repetition (Laws 9.6.1)</source>
        <translation>五次重复局面（规则 9.6.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="46"/>
        <source>the end of the game</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="54"/>
        <source>Ply %1 is beyond the legal moves of the game (%2 plies).</source>
        <translation>第 %1 步超出了对局的合法着法范围（共 %2 步）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="59"/>
        <source>Line %1, column %2: the move %3 cannot be played.</source>
        <translation>第 %1 行第 %2 列：着法 %3 无法走出。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="67"/>
        <source>&quot;%1&quot; is not a move.</source>
        <translation>“%1”不是着法。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="70"/>
        <source>The game had already ended at ply %1 by %2: there is nothing to claim.</source>
        <translation>对局已在第 %1 步因%2结束：无可申请。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="76"/>
        <source>The claim cannot be judged.</source>
        <translation>无法裁定该申请。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="104"/>
        <source>The text holds %1 game(s); there is no game %2.</source>
        <translation>文本中有 %1 盘对局；不存在第 %2 盘。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_checker.cpp" line="110"/>
        <source>Game %1 cannot be replayed: its start position (FEN) is not usable.</source>
        <translation>第 %1 盘无法复盘：其起始局面（FEN）不可用。</translation>
    </message>
</context>
<context>
    <name>gui::ClaimDialog</name>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="147"/>
        <source>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</source>
        <translation>五十回合延长：第 %1 列无法识别（格式 残局=回合数，如 KRBvKR=100，须多于 50 回合）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="152"/>
        <source>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</source>
        <translation>五十回合延长是旧规则（10.12）的规定；国际棋联棋规（9.3）任何局面都是 50 回合：请清空此项，或选择旧规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="174"/>
        <source>The section&apos;s count for %1: %2 moves (classic 10.12).</source>
        <translation>本组别对 %1 规定的回合数：%2 回合（旧规则 10.12）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="183"/>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="184"/>
        <source>Ply %1: %2%3 %4</source>
        <translation>第 %1 步：%2%3 %4</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="194"/>
        <source>Claim check failed</source>
        <translation>核查失败</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="208"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="213"/>
        <source>Open PGN</source>
        <translation>打开 PGN</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="209"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="214"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="224"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="228"/>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="230"/>
        <source>Save claim report</source>
        <translation>保存申请核查报告</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="225"/>
        <source>HTML files (*.html);;PDF files (*.pdf)</source>
        <translation>HTML 文件 (*.html);;PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="243"/>
        <source>Check a draw claim</source>
        <translation>核查和棋申请</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="244"/>
        <source>Paste the game&apos;s PGN here, or open a PGN file.</source>
        <translation>在此粘贴对局的 PGN，或打开 PGN 文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="245"/>
        <source>&amp;Open PGN...</source>
        <translation>打开 PGN(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="246"/>
        <source>&amp;Game:</source>
        <translation>对局(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="248"/>
        <source>&amp;Ply (half-moves played):</source>
        <translation>步数(&amp;P)（已走半回合数）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="250"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="252"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>三次重复局面（规则 9.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="253"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>五十回合规则（规则 9.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="254"/>
        <source>&amp;Written move (optional):</source>
        <translation>写下的着法(&amp;W)（可选）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="256"/>
        <source>&amp;Rules:</source>
        <translation>规则(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="258"/>
        <source>FIDE Laws of Chess 2023</source>
        <translation>国际棋联棋规（2023）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="259"/>
        <source>Classic rules (art. 10)</source>
        <translation>传统规则（第 10 条）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="260"/>
        <source>R&amp;ate of play:</source>
        <translation>比赛节奏(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="262"/>
        <source>Standard</source>
        <translation>标准棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="263"/>
        <source>Rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="264"/>
        <source>Blitz</source>
        <translation>超快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="265"/>
        <source>&amp;Fifty-move extension (classic 10.12):</source>
        <translation>五十回合延长(&amp;F)（旧规则 10.12）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="268"/>
        <source>The organiser&apos;s raised counts for named endings, announced before the event, e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</source>
        <translation>组织者赛前宣布的指定残局增加后的回合数，如 KRBvKR=100（每方的王及其棋子 Q R B N P）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="270"/>
        <source>&amp;Check</source>
        <translation>核查(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="271"/>
        <source>&amp;Save report...</source>
        <translation>保存报告(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="273"/>
        <source>Recor&amp;d at this board</source>
        <translation>记录到此台(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/claim_dialog.cpp" line="275"/>
        <source>Judged again under the section&apos;s rules and recorded with its consequence (Laws 9.5; classic 10.13).</source>
        <translation>按本组别的规则重新裁定，并连同其后果一起记录（棋规 9.5；旧规则 10.13）。</translation>
    </message>
</context>
<context>
    <name>gui::EventDocument</name>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="564"/>
        <source>%1: round %2 refused: it breaks an absolute criterion (%3).</source>
        <translation>%1：第 %2 轮未编排：违反绝对标准（%3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="554"/>
        <location filename="../app/gui/models/event_document.cpp" line="559"/>
        <source>%1: round %2 refused: %3</source>
        <translation>%1：第 %2 轮未编排：%3</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="552"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="550"/>
        <source>%1: round %2 paired, %3 boards.</source>
        <translation>%1：第 %2 轮已编排，%3 台。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="84"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="87"/>
        <source>%1 is not a readable TRF file. %2</source>
        <translation>%1 不是可读取的 TRF 文件。%2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="101"/>
        <source>%1 has no section yet.</source>
        <translation>%1 中还没有组别。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="105"/>
        <location filename="../app/gui/models/event_document.cpp" line="130"/>
        <location filename="../app/gui/models/event_document.cpp" line="143"/>
        <source>%1 has no section named %2.</source>
        <translation>%1 中没有名为 %2 的组别。</translation>
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
        <translation>没有打开赛事文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="179"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="216"/>
        <source>That result cannot be entered for a board.</source>
        <translation>该结果不能登记到台次上。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="236"/>
        <source>Board %1 has had a result entered elsewhere since this desk showed it.</source>
        <translation>第 %1 台在本机显示之后已由别处录入了成绩。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="317"/>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="386"/>
        <source>That round is not paired yet.</source>
        <translation>该轮尚未编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="388"/>
        <source>No standings yet: no round is complete.</source>
        <translation>尚无排名：没有已完成的轮次。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="390"/>
        <source>A TRF file holds no incidents or envelopes: open the event file.</source>
        <translation>TRF 文件不含事件记录或封棋信封：请打开赛事文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="392"/>
        <source>No sealed-move envelope is stored for that round.</source>
        <translation>该轮没有保存封棋信封。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="394"/>
        <source>The section names no categories: set them in the section&apos;s settings.</source>
        <translation>本组别未设定分类：请在组别设置中设定。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="404"/>
        <source>No event is open.</source>
        <translation>没有打开赛事。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="438"/>
        <location filename="../app/gui/models/event_document.cpp" line="445"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="458"/>
        <source>The printer %1 cannot print.</source>
        <translation>打印机 %1 无法打印。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="474"/>
        <source>The claim cannot be judged under the section&apos;s rules: check the ply and the written move.</source>
        <translation>无法按本组别的规则裁定此提和：请检查半回合数和所写的着法。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="481"/>
        <source>All %1 rounds are paired.</source>
        <translation>全部 %1 轮均已编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="484"/>
        <source>Round %1 has no result on board %2: enter the results (or mark a game adjourned) first.</source>
        <translation>第 %1 轮第 %2 台尚无结果：请先录入结果（或将对局标为封棋）。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/event_document.cpp" line="524"/>
        <source>The pairing breaks an absolute criterion (C.04.3 C1-C4): %1</source>
        <translation>此编排违反绝对准则（C.04.3 C1-C4）：%1</translation>
    </message>
</context>
<context>
    <name>gui::EventFile</name>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="245"/>
        <source>Only the Dutch system (C.04.3) has editions.</source>
        <translation>只有荷兰制（C.04.3）有版本之分。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="239"/>
        <source>Arbiter pairs the Dubov and Burstein systems by real scores only (no C.04.7 acceleration).</source>
        <translation>Arbiter 只按实际积分编排杜波夫制和伯斯坦制（不使用 C.04.7 加速）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="18"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="22"/>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="24"/>
        <source>%1 is not an Arbiter event file.</source>
        <translation>%1 不是 Arbiter 赛事文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="27"/>
        <source>%1 was written by a newer version of Arbiter; it was left untouched.</source>
        <translation>%1 由更新版本的 Arbiter 写入；文件未作任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="32"/>
        <source>%1 is busy: another program is writing to it. Try again in a moment.</source>
        <translation>%1 正忙：另一个程序正在写入。请稍后再试。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="37"/>
        <source>%1 is read-only (no permission to write it or its folder): it can be read, but nothing can be changed.</source>
        <translation>%1 是只读文件（无权写入该文件或其所在文件夹）：可以查看，但不能做任何更改。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="42"/>
        <source>%1 is damaged; restore it from a backup.</source>
        <translation>%1 已损坏；请从备份恢复。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="45"/>
        <source>%1 could not be read or written (disk full or failing?).</source>
        <translation>%1 无法读写（磁盘已满或故障？）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="51"/>
        <source>%1: unexpected storage error; nothing was changed.</source>
        <translation>%1：意外的存储错误；未作任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="63"/>
        <source>The event already exists.</source>
        <translation>赛事已存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="65"/>
        <source>The event needs a name.</source>
        <translation>赛事需要名称。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="67"/>
        <source>A section of that name already exists.</source>
        <translation>已有同名组别。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="69"/>
        <source>The section no longer exists.</source>
        <translation>该组别已不存在。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="71"/>
        <source>A section has 1 to 99 rounds, not %1.</source>
        <translation>组别轮数须为 1 至 99，不能是 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="73"/>
        <source>Player %1 of the list has no name.</source>
        <translation>名单中第 %1 名棋手没有姓名。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="74"/>
        <source>The name is empty.</source>
        <translation>姓名为空。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="76"/>
        <source>Player %1: the name is not valid UTF-8.</source>
        <translation>棋手 %1：姓名不是有效的 UTF-8。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="79"/>
        <source>There is no player with pairing number %1.</source>
        <translation>没有编排号为 %1 的棋手。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="81"/>
        <source>The next round to pair is round %1.</source>
        <translation>下一个要编排的是第 %1 轮。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="84"/>
        <source>Round %1 is past the section&apos;s number of rounds.</source>
        <translation>第 %1 轮超出了本组别的轮数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="86"/>
        <source>Round %1 is not paired.</source>
        <translation>第 %1 轮尚未编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="88"/>
        <source>There is no board %1 in this round.</source>
        <translation>本轮没有第 %1 台。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="90"/>
        <source>Player %1 appears twice in the pairing.</source>
        <translation>棋手 %1 在编排中出现两次。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="92"/>
        <source>Player %1 is paired against himself.</source>
        <translation>棋手 %1 被编排与自己对局。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="94"/>
        <source>Player %1 is not available in this round (late entry, withdrawn or a requested bye).</source>
        <translation>棋手 %1 本轮不能参赛（迟报名、已退赛或申请了轮空）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="98"/>
        <source>Player %1 is available but not in the pairing (record a bye or a withdrawal first).</source>
        <translation>棋手 %1 可参赛但不在编排中（请先记录轮空或退赛）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="103"/>
        <source>Round %1 already has results or incidents.</source>
        <translation>第 %1 轮已有结果或事件记录。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="105"/>
        <source>Only the last paired round (round %1) can be unpaired.</source>
        <translation>只能取消最后一轮（第 %1 轮）的编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="108"/>
        <source>Round %1 is already paired.</source>
        <translation>第 %1 轮已经编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="110"/>
        <source>The game on board %1 is already finished.</source>
        <translation>第 %1 台的对局已经结束。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="112"/>
        <source>Board %1 already has a final result: confirm the correction first.</source>
        <translation>第 %1 台已有最终结果：请先确认更正。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="115"/>
        <source>The arrival is within the default time: no forfeit (Laws 6.7.1).</source>
        <translation>到达时间在迟到弃权时限之内：不判负（棋规 6.7.1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="118"/>
        <source>A penalty needs the article of the Laws it applies.</source>
        <translation>处罚须注明所依据的棋规条款。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="121"/>
        <source>A time penalty needs its amount.</source>
        <translation>时间处罚须注明时长。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="123"/>
        <source>Player %1 has already withdrawn.</source>
        <translation>棋手 %1 已经退赛。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="125"/>
        <source>The game on board %1 is not adjourned.</source>
        <translation>第 %1 台的对局没有封局。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="127"/>
        <source>Board %1 already has a sealed envelope awaiting resumption.</source>
        <translation>第 %1 台已有待续赛的封棋信封。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="130"/>
        <source>Board %1 has no envelope.</source>
        <translation>第 %1 台没有封棋信封。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="133"/>
        <source>The envelope of board %1 was already opened or settled.</source>
        <translation>第 %1 台的封棋信封已拆开或已了结。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="136"/>
        <source>The classic rules need the claimant&apos;s used time (classic 10.13(2)).</source>
        <translation>传统规则需要申请方已用时间（旧规则 10.13(2)）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="139"/>
        <source>The section has no time control, so the classic time limit is unknown.</source>
        <translation>本组别没有用时规定，因此无法确定传统规则的时限。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="143"/>
        <source>Under Laws 12.9.6 the offender loses: the result must be a win for the opponent or 0-0.</source>
        <translation>按棋规 12.9.6 违规方判负：结果须为对手胜或 0-0。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="147"/>
        <source>The sealed move is missing (for a lost envelope: the move the sealer states, I.12.1).</source>
        <translation>缺少封棋着法（信封遗失时：以封棋方陈述的着法为准，I.12.1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="151"/>
        <source>An exclusion needs its number of rounds (Laws 12.9.8).</source>
        <translation>停赛须注明轮数（棋规 12.9.8）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="154"/>
        <source>Pairing number %1 is not one of 1 to the number of players, or is given twice.</source>
        <translation>编排号 %1 不在 1 至棋手人数之间，或重复出现。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="158"/>
        <source>Laws 12.9.5 needs the offender&apos;s reduced score in the game.</source>
        <translation>棋规 12.9.5 须注明违规方本局降低后的得分。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="161"/>
        <source>That score is not a lower normal score for the offender in this game (Laws 12.9.5).</source>
        <translation>该得分不是违规方本局较低的正常得分（棋规 12.9.5）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="165"/>
        <source>A time is written YYYY-MM-DD HH:MM, or HH:MM on the round&apos;s date.</source>
        <translation>时间格式为 YYYY-MM-DD HH:MM，或本轮当天的 HH:MM。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="168"/>
        <source>Round %1 has no recorded start: start the round first, or give the minutes late.</source>
        <translation>第 %1 轮没有记录开始时间：请先记录本轮开始时间，或直接填写迟到分钟数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="172"/>
        <source>The section is not in FIDE mode (FIDE mode cannot be turned on again once left).</source>
        <translation>本组别不在 FIDE 模式（退出后不能再开启）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="176"/>
        <source>Leaving FIDE mode needs the arbiter&apos;s confirmation.</source>
        <translation>退出 FIDE 模式须经裁判确认。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="179"/>
        <source>Board %1: only the game of a lost envelope is annulled and replayed (Guidelines I.12.2).</source>
        <translation>第 %1 台：只有封棋信封遗失的对局才作废重赛（指南 I.12.2）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="183"/>
        <source>Board %1: a clock error is corrected only before either player&apos;s first move at resumption (Guidelines I.13).</source>
        <translation>第 %1 台：棋钟错误只能在续赛后任一方走第一步之前更正（指南 I.13）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="187"/>
        <source>Board %1: the reply is sealed only when the sealer is absent, the replier present and the sealed move legal (Guidelines I.9.3).</source>
        <translation>第 %1 台：只有封棋方缺席、应着方在场且封棋着法合法时，应着方才封存应着（指南 I.9.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="192"/>
        <source>Player %1 has been paired and cannot be removed; withdraw the player instead (C.04.2 3.2).</source>
        <translation>棋手 %1 已被编排，不能删除；请改为退赛（C.04.2 3.2）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="196"/>
        <source>The birth date is written YYYY-MM-DD.</source>
        <translation>出生日期格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="198"/>
        <source>The title must be GM, IM, WGM, FM, WIM, CM, WFM, WCM or none.</source>
        <translation>称号须为 GM、IM、WGM、FM、WIM、CM、WFM、WCM 或无。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="201"/>
        <source>The pairing system cannot change once a round is paired.</source>
        <translation>已有轮次编排后不能更改编排制度。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="204"/>
        <source>The rules, rate of play, time control, default time and scoring cannot change once results are recorded.</source>
        <translation>已有结果后不能更改规则、棋赛类型、用时规定、迟到弃权时限和计分。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="217"/>
        <source>Numbers are drawn by lot in a round robin (C.05); a Swiss numbers its players by the initial ranking (C.04.2 art. 2).</source>
        <translation>只有循环赛才抽签确定编号（C.05）；瑞士制按初始排名给棋手编号（C.04.2 第 2 条）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="221"/>
        <source>The extended fifty-move counts cannot change once round 1 is paired: the organiser announces them before the event (old Laws 10.12).</source>
        <translation>第 1 轮编排后不能再改五十回合延长：组织者必须在赛前明确宣布（旧规则 10.12）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="226"/>
        <source>The initial colour cannot change once round 1 is paired (C.04.3 5.2.5).</source>
        <translation>第 1 轮编排后不能再改首轮颜色（C.04.3 5.2.5）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="230"/>
        <source>The acceleration cannot change once a round is paired (C.04.7).</source>
        <translation>已有轮次编排后，加速编排不能再更改（C.04.7）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="233"/>
        <source>A round robin has no acceleration (C.04.7 accelerates a Swiss).</source>
        <translation>循环赛没有加速编排（C.04.7 只用于瑞士制）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="236"/>
        <source>The Dutch edition cannot change once round 1 is paired (C.04.3).</source>
        <translation>第 1 轮编排后，荷兰制版本不能再更改（C.04.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="247"/>
        <source>A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</source>
        <translation>循环赛按贝格尔表编排，不使用荷兰制的任何版本（C.04.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="252"/>
        <source>Player %1 cannot be forbidden to meet himself.</source>
        <translation>棋手 %1 不能被禁止与自己对局。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="255"/>
        <source>Those two players are not a forbidden pair.</source>
        <translation>这两名棋手不是禁止配对。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="257"/>
        <source>A round robin cannot avoid a pairing (C.05 Annex 1): forbidden pairs are for a Swiss.</source>
        <translation>循环赛无法回避任何配对（C.05 附件1）：禁止配对只用于瑞士制。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="261"/>
        <source>The rounds of a forbidden pair must lie within 1-%1.</source>
        <translation>禁止配对的轮次必须在 1-%1 之内。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="264"/>
        <source>%1 absences: the absences before a withdrawal must be 0 (never) to 99.</source>
        <translation>%1 次缺席：退赛前的缺席次数须为 0（从不）到 99。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="268"/>
        <source>Board %1: only 1-0, ½-½ or 0-1 can be a game of less than one move (not rated).</source>
        <translation>第 %1 台：不足一步的对局（不计等级分）只能是 1-0、½-½ 或 0-1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="272"/>
        <source>The batch of results is empty.</source>
        <translation>这批结果是空的。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="274"/>
        <source>Board %1 is given twice.</source>
        <translation>第 %1 台出现了两次。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="276"/>
        <source>Board %1 has no result in the batch.</source>
        <translation>这批结果中第 %1 台没有结果。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="278"/>
        <source>The ratings were used to pair %1 round(s): a new rating list is refused after round 1.</source>
        <translation>等级分已用于编排 %1 轮：第 1 轮之后不接受新的等级分名单。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="282"/>
        <source>A FIDE id is 1 to 11 digits.</source>
        <translation>FIDE 编号为 1 至 11 位数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="284"/>
        <source>The federation must be a FIDE/IOC code such as CHN, ENG, GER.</source>
        <translation>协会须为 FIDE/IOC 代码，如 CHN、ENG、GER。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="288"/>
        <source>That FIDE id is registered already (player %1).</source>
        <translation>该 FIDE 编号已登记（棋手 %1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="290"/>
        <source>The player withdrew from round %1 on: no bye can be given for a later round (C.04.2 3.2).</source>
        <translation>该棋手自第 %1 轮起退出：之后的轮次不能给予轮空（C.04.2 3.2）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="294"/>
        <source>That round is already paired: enter the result of the player&apos;s game there (a forfeit if he does not play) and withdraw him from round %1.</source>
        <translation>该轮已编排：请录入该棋手在该轮的对局结果（如不出场则判负），并自第 %1 轮起让其退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="299"/>
        <source>%1 rounds are paired already: the section cannot have fewer.</source>
        <translation>已编排 %1 轮：本组轮数不能更少。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="302"/>
        <source>A round robin of these players has %1 rounds a cycle (C.05 Annex 1): give that number or twice it.</source>
        <translation>这些棋手的循环赛每循环 %1 轮（C.05 附件1）：请设为该数或其两倍。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="306"/>
        <source>The envelope needs the position before the sealed move: the moves or a FEN (Guidelines I.2 b; classic 13.2(2)).</source>
        <translation>封棋信封需要封着前的局面：着法或 FEN（指南 I.2 b；旧规则 13.2(2)）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="311"/>
        <source>The FEN is not a legal position (at column %1).</source>
        <translation>FEN 不是合法局面（第 %1 列）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="313"/>
        <source>The move at ply %1 of the game is unreadable or illegal.</source>
        <translation>对局第 %1 个半回合的着法无法识别或不合法。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="316"/>
        <source>The move numbers of the game do not follow (at ply %1).</source>
        <translation>对局的回合编号不连续（第 %1 个半回合）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="319"/>
        <source>The moves and the FEN disagree: the moves do not reach that position.</source>
        <translation>着法与 FEN 不一致：着法走不到该局面。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="323"/>
        <source>The sealer is not the side to move in that position (Guidelines I.1.1; classic 13.1).</source>
        <translation>封棋者不是该局面中的行棋方（指南 I.1.1；旧规则 13.1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="327"/>
        <source>The position is at move %1: the sealed move&apos;s number must be that (Guidelines I.2 e; classic 13.2(5)).</source>
        <translation>该局面为第 %1 回合：封着的回合数须与之相同（指南 I.2 e；旧规则 13.2(5)）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="332"/>
        <source>The resumption must be written YYYY-MM-DD HH:MM.</source>
        <translation>续赛时间须写为 YYYY-MM-DD HH:MM。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="334"/>
        <source>The time of sealing must be written YYYY-MM-DD HH:MM.</source>
        <translation>封棋时间须写为 YYYY-MM-DD HH:MM。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="337"/>
        <source>Early sealing (the rest of the session added to the sealer&apos;s time) is the classic rules&apos; 13.1(2); this section plays under the FIDE Laws.</source>
        <translation>提前封棋（本节剩余时间计入封棋者用时）是旧规则 13.1(2) 的规定；本组采用国际棋联规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="342"/>
        <source>Classic 12.4: the time set would leave White less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>旧规则 12.4：所设时间会使白方在时限前剩余不足 5 分钟，或每步不足 1 分钟。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="346"/>
        <source>Classic 12.4: the time set would leave Black less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>旧规则 12.4：所设时间会使黑方在时限前剩余不足 5 分钟，或每步不足 1 分钟。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="351"/>
        <source>The event file refused the change; nothing was changed.</source>
        <translation>赛事文件拒绝了此更改；没有任何改动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="361"/>
        <source>Board %1: a final result was corrected.</source>
        <translation>第 %1 台：已更正最终结果。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="363"/>
        <source>Board %1 of the previous round had no result and is now marked adjourned.</source>
        <translation>上一轮第 %1 台没有结果，现标记为封局。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="367"/>
        <source>Full-point byes are deprecated (C.04.1).</source>
        <translation>不建议使用一分轮空（C.04.1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="369"/>
        <source>The pairing numbers were renumbered by rating, title and name (C.04.2 art. 2).</source>
        <translation>编排号已按等级分、称号和姓名重新编排（C.04.2 第 2 条）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="373"/>
        <source>Late entry: first round %1; missed rounds score zero (C.04.2 2.4).</source>
        <translation>迟报名：从第 %1 轮开始；缺席轮次得零分（C.04.2 2.4）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="376"/>
        <source>Round %1 had results or incidents; they were discarded (Undo restores them).</source>
        <translation>第 %1 轮原有结果或事件记录，已被丢弃（撤销可恢复）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="380"/>
        <source>Board %1: the game ended before resumption; the envelope is settled unopened (Guidelines I.6).</source>
        <translation>第 %1 台：对局在续赛前已结束，信封不再拆开（指南 I.6）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="384"/>
        <source>Board %1: the game has no result yet; the score set by the penalty counts once it has one.</source>
        <translation>第 %1 台：对局尚无结果；处罚所定的得分在有结果后生效。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="388"/>
        <source>Board %1: the rules could not decide; the arbiter decides and enters the result.</source>
        <translation>第 %1 台：规则无法判定；由裁判决定并录入结果。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="392"/>
        <source>FIDE mode: player %1 already has a half-point bye; this is a second one.</source>
        <translation>FIDE 模式：棋手 %1 已有一次半分轮空；这是第二次。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="396"/>
        <source>Player %1 has the same name as another: check it is not a duplicate.</source>
        <translation>棋手 %1 与另一名棋手同名：请确认不是重复登记。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="400"/>
        <source>Player %1 of the list is registered already; skipped.</source>
        <translation>名单中的棋手 %1 已登记；已跳过。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="404"/>
        <source>Nothing changed: the event already holds that.</source>
        <translation>没有改变：赛事中已是如此。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="406"/>
        <source>Player %1 is not checked in: a zero-point bye (C.04.2 3.3).</source>
        <translation>棋手 %1 未报到：零分轮空（C.04.2 3.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="409"/>
        <source>Player %1 has reached the limit of absences: withdrawn from the next round.</source>
        <translation>棋手 %1 缺席已达上限：自下一轮起退出。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="413"/>
        <source>The numbers were drawn by lot (C.05): the new player takes number %1 after them. Draw the lot again to include him.</source>
        <translation>编号已抽签确定（C.05）：新棋手排在其后，编号为 %1。如需让他参加抽签，请重新抽签。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="417"/>
        <source>The numbers above %1 moved down by one; the others stay.</source>
        <translation>编号大于 %1 的棋手依次前移一位，其余编号不变。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="429"/>
        <source>There is nothing left to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="431"/>
        <source>Action %1 cannot be undone: what it changed has been changed since.</source>
        <translation>操作 %1 无法撤销：它所更改的内容此后已被再次更改。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="436"/>
        <source>Action %1 left FIDE mode, which cannot be re-entered: it cannot be undone.</source>
        <translation>操作 %1 已退出 FIDE 模式，该模式无法再次进入：此操作不能撤销。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="441"/>
        <source>There is no action %1 that can still be undone.</source>
        <translation>没有可撤销的第 %1 号操作。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="445"/>
        <source>Action %1 cannot be undone: later actions depend on it.</source>
        <translation>第 %1 号操作无法撤销：其后的操作依赖于它。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="466"/>
        <source>Action %1 cannot be undone: its audit row is damaged.</source>
        <translation>操作 %1 无法撤销：其审计记录已损坏。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="472"/>
        <source>Players %1 and %2 are not paired in round %3.</source>
        <translation>第 %3 轮中 %1 号与 %2 号棋手未被配对。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="209"/>
        <source>This changes round %1, which later rounds were paired on (C.04.2 4.3: their pairings stand).</source>
        <translation>此更改涉及第 %1 轮，而之后的轮次已据此编排（C.04.2 4.3：这些编排保持不变）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="213"/>
        <source>Round %1 was missed by a late entry: C.04.2 2.4 gives zero there unless the event&apos;s regulations allow a bye.</source>
        <translation>第 %1 轮是迟到报名者缺赛的轮次：按 C.04.2 2.4 计零分，除非竞赛规程允许轮空。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="420"/>
        <source>Renumbered: %1 -&gt; %2.</source>
        <translation>编号变更：%1 -&gt; %2。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="450"/>
        <source>Undoing action %1 changes round %2, and round %3 was paired on it (C.04.2 4.3: that pairing stands).</source>
        <translation>撤销第 %1 条操作将改变第 %2 轮，而第 %3 轮已据此编排（C.04.2 4.3：该编排保持不变）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/event_file_text.cpp" line="456"/>
        <source>Undoing action %1 changes round %2, and rounds %3-%4 were paired on it (C.04.2 4.3: those pairings stand).</source>
        <translation>撤销第 %1 条操作将改变第 %2 轮，而第 %3-%4 轮已据此编排（C.04.2 4.3：这些编排保持不变）。</translation>
    </message>
</context>
<context>
    <name>gui::EventView</name>
    <message>
        <source>adjourned</source>
        <translation type="vanished">封局</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="120"/>
        <location filename="../app/gui/views/event_view.cpp" line="136"/>
        <source>Replace the result?</source>
        <translation>替换结果？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="121"/>
        <source>Board %1 already has the result %2. Replace it?</source>
        <translation>第 %1 台已有结果 %2。要替换吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="137"/>
        <source>Board %1 has just been given the result %2 at another desk or by another program. Replace it?</source>
        <translation>第 %1 台刚由另一台电脑或另一个程序录入了成绩 %2。要替换它吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="148"/>
        <source>Correct the result?</source>
        <translation>更正该结果？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="149"/>
        <source>

Enter the result anyway?</source>
        <translation>

仍要录入该结果吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="158"/>
        <source>Result not recorded</source>
        <translation>成绩未记录</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="259"/>
        <source>the last complete round</source>
        <translation>最后一个完整轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="262"/>
        <source>round %1 as it stands (provisional)</source>
        <translation>第 %1 轮进行中（临时）</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="268"/>
        <source>Provisional standings, round %1 in progress</source>
        <translation>临时排名，第 %1 轮进行中</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="269"/>
        <source>Standings after round %1</source>
        <translation>第 %1 轮后的排名</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/event_view.cpp" line="304"/>
        <source>Results still missing: board(s) %1.</source>
        <translation>
            <numerusform>尚缺成绩：第 %1 台。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="322"/>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="323"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="324"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="325"/>
        <source>Crosstable</source>
        <translation>交叉表</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="326"/>
        <source>&amp;After round:</source>
        <translation>轮次后(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="327"/>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/event_view.cpp" line="329"/>
        <source>Type a result on a board: 1 White wins, = draw, 0 Black wins, + or - forfeit, * double forfeit, W D L the same in a game of less than one move (not rated), Space to clear.</source>
        <translation>在台次上输入成绩：1 白胜，= 和棋，0 黑胜，+ 或 - 弃权，* 双方弃权，W D L 同上但对局不足一步（不计等级分），空格清除。</translation>
    </message>
</context>
<context>
    <name>gui::Export</name>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="41"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="56"/>
        <location filename="../app/gui/models/report_export.cpp" line="137"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="94"/>
        <source>Round %1 has not been paired.</source>
        <translation>第 %1 轮尚未编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/report_export.cpp" line="105"/>
        <source>Pairings are written as HTML or PDF.</source>
        <translation>对阵表只能导出为 HTML 或 PDF。</translation>
    </message>
</context>
<context>
    <name>gui::ForbiddenPairsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="32"/>
        <source>Forbidden pairs</source>
        <translation>禁止相遇的棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Must not meet</source>
        <translation>不得相遇者</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="34"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="46"/>
        <source>the last round</source>
        <translation>最后一轮</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="47"/>
        <source>&amp;Forbid the pair</source>
        <translation>禁止二人相遇(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="48"/>
        <source>&amp;Allow the selected pair again</source>
        <translation>允许所选二人再相遇(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="55"/>
        <source>&amp;Player:</source>
        <translation>棋手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="58"/>
        <source>Must &amp;not meet:</source>
        <translation>不得相遇者(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="63"/>
        <source>&amp;to</source>
        <translation>至(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="68"/>
        <source>In &amp;rounds from:</source>
        <translation>适用轮次(&amp;R)：从</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="73"/>
        <source>Players who must not meet, as the tournament rules announce (family, the same club). The pairing treats them like a game already played (C.04.3 C1).</source>
        <translation>按竞赛规程公布不得相遇的棋手（亲属、同一俱乐部）。编排时视同二人已经对局（C.04.3 C1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="129"/>
        <source>all rounds</source>
        <translation>所有轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="131"/>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="133"/>
        <source>from round %1</source>
        <translation>第 %1 轮起</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="135"/>
        <source>rounds %1–%2</source>
        <translation>第 %1–%2 轮</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/forbidden_pairs_dialog.cpp" line="143"/>
        <source>%n forbidden pair(s).</source>
        <translation>
            <numerusform>共 %n 对禁止相遇的棋手。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::GamesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="49"/>
        <source>The round&apos;s games (PGN)</source>
        <translation>本轮对局（PGN）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="52"/>
        <source>each game&apos;s Round tag</source>
        <translation>按各局的 Round 标签</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="54"/>
        <source>&amp;Read PGN files...</source>
        <translation>读取 PGN 文件(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>File, line</source>
        <translation>文件、行</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="56"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Moves</source>
        <translation>回合数</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="57"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="58"/>
        <source>What was found</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="64"/>
        <source>Choose the round, then read its PGN files.</source>
        <translation>先选择轮次，再读取该轮的 PGN 文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="67"/>
        <source>&amp;Save the event&apos;s PGN...</source>
        <translation>保存赛事 PGN(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="72"/>
        <source>R&amp;ound:</source>
        <translation>轮次(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="95"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="111"/>
        <source>the move of ply %1 is not legal</source>
        <translation>第 %1 半回合的着法不合法</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="113"/>
        <source>%n move(s) read leniently (not standard SAN)</source>
        <translation>
            <numerusform>%n 步按宽松记谱读取（非标准 SAN）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="115"/>
        <source>the game says %1, the stored result differs (not changed)</source>
        <translation>对局记录为 %1，与已存结果不同（未更改）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="130"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="138"/>
        <source>%n game(s) read: %1 matched to a board, %2 with a finding.</source>
        <translation>
            <numerusform>读取 %n 局：%1 局对应到台次，%2 局有问题。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="144"/>
        <source>Read the round&apos;s PGN files first.</source>
        <translation>请先读取本轮的 PGN 文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="149"/>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="154"/>
        <source>Read PGN files</source>
        <translation>读取 PGN 文件</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="155"/>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN 文件 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="161"/>
        <source>Save the event&apos;s PGN</source>
        <translation>保存赛事 PGN</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/games_dialog.cpp" line="162"/>
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
</context>
<context>
    <name>gui::ImportPlayersDialog</name>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="40"/>
        <source>Import players from %1</source>
        <translation>从 %1 导入棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="42"/>
        <source>FIDE id</source>
        <translation>FIDE 编号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="43"/>
        <source>What the import does</source>
        <translation>导入结果</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="72"/>
        <source>will be registered; check: no. %1 has the same name</source>
        <translation>将报名；请核对：%1 号同名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="73"/>
        <source>will be registered</source>
        <translation>将报名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="78"/>
        <source>already registered: skipped</source>
        <translation>已报名：跳过</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="83"/>
        <source>refused: %1</source>
        <translation>拒绝：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="96"/>
        <source>%1 will be registered, %2 already registered (skipped), %3 refused.</source>
        <translation>%1 人将报名，%2 人已报名（跳过），%3 人被拒绝。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/import_players_dialog.cpp" line="101"/>
        <source>&amp;Register %n player(s)</source>
        <translation>
            <numerusform>报名 %n 名棋手(&amp;R)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::IncidentDialog</name>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="65"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="66"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="68"/>
        <source>Both players</source>
        <translation>双方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="69"/>
        <source>Both flags</source>
        <translation>双方小旗</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="79"/>
        <source>Late arrival</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="81"/>
        <source>HH:MM on the arbiter&apos;s watch</source>
        <translation>裁判表上的 HH:MM</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="84"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="85"/>
        <source>Apply the &amp;forfeit if the default time has passed</source>
        <translation>超过迟到弃权时限则判负(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="86"/>
        <source>&amp;Who arrived late:</source>
        <translation>迟到者(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="87"/>
        <source>&amp;Arrived at:</source>
        <translation>到达时间(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="88"/>
        <source>or &amp;minutes late:</source>
        <translation>或迟到分钟数(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="91"/>
        <source>Laws 6.7: a player who arrives after the default time loses, unless the rules of the event say otherwise. The time is counted from the round&apos;s recorded start.</source>
        <translation>棋规 6.7：超过迟到弃权时限到达的棋手判负，除非赛事规程另有规定。时间从记录的本轮开始时间算起。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="97"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="99"/>
        <source>e.g. 11.3.1</source>
        <translation>例如 11.3.1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="110"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="117"/>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="132"/>
        <source>&amp;Offender:</source>
        <translation>违规方(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="118"/>
        <source>&amp;Article broken:</source>
        <translation>违反条款(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="119"/>
        <source>&amp;Penalty (Laws 12.9):</source>
        <translation>处罚（棋规 12.9）(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="120"/>
        <source>&amp;Time:</source>
        <translation>时间(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="121"/>
        <source>Offender&apos;s &amp;score in the game:</source>
        <translation>违规方本局得分(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="122"/>
        <source>&amp;Rounds excluded:</source>
        <translation>禁赛轮数(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="123"/>
        <source>&amp;Note (the fine, anything else):</source>
        <translation>备注（罚款等）(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="128"/>
        <source>Illegal move</source>
        <translation>违例着法</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="34"/>
        <source>not known (the arbiter decides)</source>
        <translation>未知（由裁判决定）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="35"/>
        <source>yes</source>
        <translation>能</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="36"/>
        <source>no: the game is drawn</source>
        <translation>不能：和棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="133"/>
        <source>Illegal moves so far:</source>
        <translation>已有违例着法：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="134"/>
        <source>Can the opponent still &amp;mate?</source>
        <translation>对手还能将死吗(&amp;M)？</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="136"/>
        <source>Laws 7.5.5: the first completed illegal move gives the opponent two more minutes; the second loses the game, unless the opponent cannot mate by any legal moves (then a draw).</source>
        <translation>棋规 7.5.5：第一次完成违例着法，对手加两分钟；第二次判负，除非对手以任何合法着法都无法将死（则为和棋）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="141"/>
        <source>Flag fall</source>
        <translation>落旗</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="142"/>
        <source>The flags fell in the &amp;last period</source>
        <translation>小旗在最后一个时限阶段落下(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="144"/>
        <source>the position&apos;s FEN, for the rules core to test</source>
        <translation>局面的 FEN，供规则核心判定</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="148"/>
        <source>&amp;Whose flag fell:</source>
        <translation>小旗落下的一方(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="150"/>
        <source>&amp;Position (FEN):</source>
        <translation>局面(&amp;P)（FEN）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="152"/>
        <source>Can the opponent still wi&amp;n?</source>
        <translation>对手还能取胜吗(&amp;N)？</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="154"/>
        <source>Laws 6.9: the player whose flag falls loses, unless the opponent cannot mate by any series of legal moves (then a draw); classic 10.14 and 10.5: a draw when the opponent has a bare king. Both flags, the first unknown (Guidelines III.3.1; classic 12.8): the game goes on; FIDE, in the last period, a draw.</source>
        <translation>棋规 6.9：小旗落下的一方判负，除非对手无论走出任何合法着法都不能将死（则为和棋）；旧规则 10.14 和 10.5：对手只剩单王时为和棋。双方小旗落下且无法断定何方先落（指南 III.3.1；旧规则 12.8）：对局继续；按国际棋联棋规，在最后一个时限阶段则为和棋。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="163"/>
        <source>Defective clock</source>
        <translation>棋钟故障</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="170"/>
        <source>&amp;Move about to be made:</source>
        <translation>即将走的着数(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="171"/>
        <source>White&apos;s time used, as the defective clock &amp;showed:</source>
        <translation>故障棋钟显示的白方已用时间(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="172"/>
        <source>Black&apos;s time used, as the defective clock sho&amp;wed:</source>
        <translation>故障棋钟显示的黑方已用时间(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="173"/>
        <source>White&apos;s time used, set on the new &amp;clock:</source>
        <translation>新棋钟上设定的白方已用时间(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="174"/>
        <source>Black&apos;s time used, set on the new cl&amp;ock:</source>
        <translation>新棋钟上设定的黑方已用时间(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="176"/>
        <source>Laws 6.10: the arbiter replaces the clock and sets the times by his best judgement. Classic 12.4: no time may be added that leaves a player less than 5 minutes, or less than a minute a move, before the time control.</source>
        <translation>棋规 6.10：裁判更换棋钟，并充分发挥判断力确定新钟上的时间。旧规则 12.4：不得加时使一方所留时间离时限不足 5 分钟，或按离时限所剩时间计算每着棋不足 1 分钟。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="182"/>
        <source>Irregular position</source>
        <translation>不正常局面</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="184"/>
        <source>Pieces displaced (7.4; classic 8.2)</source>
        <translation>棋子被碰乱（7.4；旧规则 8.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="186"/>
        <source>Wrong initial position (7.2.1; classic 8.5)</source>
        <translation>棋子原始位置摆错（7.2.1；旧规则 8.5）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="188"/>
        <source>Colours reversed (7.3; classic 8.6)</source>
        <translation>双方棋子颜色颠倒（7.3；旧规则 8.6）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="190"/>
        <source>Board turned wrongly (7.2.2; classic 8.7)</source>
        <translation>棋盘放错方向（7.2.2；旧规则 8.7）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="192"/>
        <source>The position before cannot be res&amp;tored</source>
        <translation>无法恢复事故发生前的局面(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="196"/>
        <source>The &amp;schedule allows a new game</source>
        <translation>比赛时间表允许重新对局(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="198"/>
        <source>&amp;What was found:</source>
        <translation>发现的情况(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="200"/>
        <source>&amp;Moves made by each player (FIDE 7.3):</source>
        <translation>每方已走着数(&amp;M)（国际棋联 7.3）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="201"/>
        <source>Playing time &amp;elapsed (classic 8.6):</source>
        <translation>已用赛时(&amp;E)（旧规则 8.6）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="204"/>
        <source>FIDE: displaced pieces are set back (7.4); a wrong initial position annuls the game (7.2.1); colours reversed before 10 moves each, a new game (7.3); a board turned wrongly, the position goes to a correct board (7.2.2). Classic: the same, but a position that cannot be restored annuls the game (8.2) and colours reversed give a new game only before a quarter of the first period&apos;s time, if the schedule allows (8.6).</source>
        <translation>国际棋联：被碰乱的棋子恢复原位（7.4）；原始位置摆错，对局作废（7.2.1）；颜色颠倒且每方未走满 10 着，重新对局（7.3）；棋盘放错方向，将局面移到正确放置的棋盘上（7.2.2）。旧规则：同上，但无法恢复原来局面时对局作废重下（8.2）；颜色颠倒时只有赛时未逾第一时限的四分之一且不严重干扰比赛时间表，才重新对局（8.6）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="251"/>
        <source>Choose a board of a paired round.</source>
        <translation>请选择已编排轮次中的台次。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="260"/>
        <source>Name the article of the Laws that was broken.</source>
        <translation>请注明所违反的棋规条款。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="263"/>
        <source>White %1, Black %2 (in this game)</source>
        <translation>白方 %1 次，黑方 %2 次（本局）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="276"/>
        <source>The rules core cannot decide from this position (an unreadable FEN or an undecided search): give the finding below.</source>
        <translation>规则核心无法根据此局面判定（FEN 无法读取或搜索未得出结论）：请在下方给出裁判的判断。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="279"/>
        <source>The rules core: the opponent can still win.</source>
        <translation>规则核心判定：对手仍能取胜。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/incident_dialog.cpp" line="280"/>
        <source>The rules core: the opponent cannot win.</source>
        <translation>规则核心判定：对手不能取胜。</translation>
    </message>
</context>
<context>
    <name>gui::Incidents</name>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="17"/>
        <source>Late arrival</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="19"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="21"/>
        <source>Illegal move</source>
        <translation>违例着法</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="23"/>
        <source>Draw claim</source>
        <translation>和棋申请</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="25"/>
        <source>Flag fall</source>
        <translation>落旗</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="27"/>
        <source>Defective clock</source>
        <translation>棋钟故障</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="29"/>
        <source>Irregular position</source>
        <translation>不正常局面</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="38"/>
        <source>recorded</source>
        <translation>已记录</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="40"/>
        <source>on time</source>
        <translation>准时</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="42"/>
        <source>late by %1, within the default time: the time is lost on the clock</source>
        <translation>迟到 %1，在迟到弃权时限之内：迟到时间从棋钟上扣除</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="47"/>
        <source>late by %1, past the default time: forfeit proposed (confirm it, or enter the result)</source>
        <translation>迟到 %1，超过迟到弃权时限：建议判负（请确认，或录入结果）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="52"/>
        <source>forfeit applied</source>
        <translation>已判弃权负</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="54"/>
        <source>time penalty</source>
        <translation>时间处罚</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="56"/>
        <source>game lost</source>
        <translation>判负</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="62"/>
        <source>game drawn: the opponent cannot mate</source>
        <translation>和棋：对手无法将死</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="64"/>
        <source>the arbiter decides (a loss, or a draw if the opponent cannot mate)</source>
        <translation>由裁判决定（判负；若对手无法将死则为和棋）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="67"/>
        <source>claim correct: the game is drawn</source>
        <translation>申请正确：和棋</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="69"/>
        <source>the position before it is restored and play goes on</source>
        <translation>恢复之前的局面，对局继续</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="72"/>
        <source>the game is annulled and replayed</source>
        <translation>对局作废并重赛</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="74"/>
        <source>the game goes on</source>
        <translation>对局继续</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="76"/>
        <source>the new clock is set: White %1, Black %2</source>
        <translation>重新设置棋钟：白方 %1，黑方 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="89"/>
        <source>Add %1 to the opponent&apos;s remaining time.</source>
        <translation>对手剩余时间增加 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="92"/>
        <source>Deduct %1 from the offender&apos;s remaining time.</source>
        <translation>违规方剩余时间减少 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="96"/>
        <source>Add %1 to the claimant&apos;s used time.</source>
        <translation>申请方已用时间增加 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="119"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="121"/>
        <source>12.9.1 a warning</source>
        <translation>12.9.1 警告</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="123"/>
        <source>12.9.2 more time for the opponent</source>
        <translation>12.9.2 增加对手的剩余时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="125"/>
        <source>12.9.3 less time for the offender</source>
        <translation>12.9.3 减少违规方的剩余时间</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="127"/>
        <source>12.9.4 the opponent&apos;s score in the game raised to a win</source>
        <translation>12.9.4 将对手本局得分提高为胜</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="131"/>
        <source>12.9.5 the offender&apos;s score in the game reduced</source>
        <translation>12.9.5 降低违规方本局得分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="133"/>
        <source>12.9.6 the game declared lost</source>
        <translation>12.9.6 判本局负</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="135"/>
        <source>12.9.7 a fine announced in advance</source>
        <translation>12.9.7 事先宣布的罚款</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="137"/>
        <source>12.9.8 exclusion from rounds</source>
        <translation>12.9.8 停赛若干轮</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="139"/>
        <source>12.9.9 expulsion from the competition</source>
        <translation>12.9.9 取消比赛资格</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="145"/>
        <source>%1 (Laws %2): %3.</source>
        <translation>%1（棋规 %2）：%3。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="153"/>
        <source>Illegal moves by this player in this game: %1.</source>
        <translation>该棋手本局违例着法次数：%1。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/incident_text.cpp" line="59"/>
        <source>game drawn: both flags fell in the last period, the first unknown (Guidelines III.3.1)</source>
        <translation>和棋：双方在最后阶段均超时，无法确定先后（准则 III.3.1）</translation>
    </message>
</context>
<context>
    <name>gui::LiveSite</name>
    <message>
        <location filename="../app/gui/models/live_site.cpp" line="58"/>
        <source>The live site cannot be started: %1</source>
        <translation>现场网站无法启动：%1</translation>
    </message>
</context>
<context>
    <name>gui::LiveSiteDialog</name>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="62"/>
        <source>Live site and hall screen</source>
        <translation>现场网站与赛场大屏</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="63"/>
        <source>Live site:</source>
        <translation>现场网站：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="64"/>
        <source>Hall screen:</source>
        <translation>赛场大屏：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="65"/>
        <source>&amp;Stop serving</source>
        <translation>停止发布(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="67"/>
        <source>The desk is serving %1, section %2, read-only to this computer&apos;s network.</source>
        <translation>本机正在向所在网络只读发布 %1 的组别 %2。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="70"/>
        <source>The live site is stopped.</source>
        <translation>现场网站已停止。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/live_site_dialog.cpp" line="75"/>
        <source>Phones on the same network open the site from the QR code; open the hall screen on the monitor of the playing hall. The pages follow the results as they are entered. The site stops with the desk.</source>
        <translation>同一网络中的手机扫描二维码即可打开网站；在赛场的显示器上打开赛场大屏。页面随成绩录入而更新。关闭本程序时网站随之停止。</translation>
    </message>
</context>
<context>
    <name>gui::LogDialog</name>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="34"/>
        <source>Log of the event</source>
        <translation>赛事日志</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="40"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="41"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="42"/>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="44"/>
        <source>any</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="45"/>
        <source>&amp;Undo the last action...</source>
        <translation>撤销上一操作(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="47"/>
        <source>&amp;Round:</source>
        <translation>轮次(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="48"/>
        <source>&amp;Board:</source>
        <translation>台次(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="49"/>
        <source>&amp;Player:</source>
        <translation>棋手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/log_dialog.cpp" line="50"/>
        <source>&amp;Arbiter:</source>
        <translation>裁判(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>gui::LotDialog</name>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="23"/>
        <source>Draw the numbers by lot</source>
        <translation>抽签确定编号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="25"/>
        <source>The players&apos; numbers in the Berger tables of %1, drawn by lot before round 1 (C.05). The section keeps the numbers drawn: a player registered afterwards takes the next number (draw again to include him in the lot), and removing a player closes the gap.</source>
        <translation>%1 的棋手在贝格尔表中的编号，于第 1 轮前抽签确定（C.⁠05）。本组保留抽签所得的编号：之后登记的棋手取下一个编号（如需让他参加抽签，请重新抽签）；删除棋手时，其后的编号依次前移补位。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Number drawn</source>
        <translation>抽得编号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="33"/>
        <source>Number before</source>
        <translation>原编号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="40"/>
        <source>&amp;Draw again</source>
        <translation>重新抽签(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/lot_dialog.cpp" line="41"/>
        <source>&amp;Store this draw</source>
        <translation>保存此次抽签(&amp;S)</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="629"/>
        <source>Pair every section</source>
        <translation>编排所有组别</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="266"/>
        <source>Pair &amp;every section</source>
        <translation>编排所有组别(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="232"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — 国际象棋赛事管理</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="233"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="234"/>
        <source>&amp;New event...</source>
        <translation>新建赛事(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="235"/>
        <source>&amp;Open TRF...</source>
        <translation>打开 TRF(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="236"/>
        <source>Open e&amp;vent file...</source>
        <translation>打开赛事文件(&amp;V)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="237"/>
        <source>&amp;Section</source>
        <translation>组别(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="238"/>
        <source>Section &amp;settings...</source>
        <translation>组别设置(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="239"/>
        <source>&amp;Add a section...</source>
        <translation>添加组别(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="240"/>
        <source>Show an&amp;other section...</source>
        <translation>显示其他组别(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="241"/>
        <source>&amp;Players</source>
        <translation>棋手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="242"/>
        <source>&amp;Register a player...</source>
        <translation>报名棋手(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="243"/>
        <source>&amp;Import players from CSV or TRF...</source>
        <translation>从 CSV 或 TRF 导入棋手(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="244"/>
        <source>&amp;Edit the player...</source>
        <translation>修改棋手(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="245"/>
        <source>&amp;Withdraw the player...</source>
        <translation>棋手退赛(&amp;W)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="246"/>
        <source>Re&amp;move the player (registered in error)...</source>
        <translation>删除棋手（误报名）(&amp;M)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="247"/>
        <source>Save TRF &amp;as...</source>
        <translation>TRF 另存为(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="248"/>
        <source>&amp;Export standings</source>
        <translation>导出排名(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="249"/>
        <location filename="../app/gui/views/main_window.cpp" line="257"/>
        <source>As &amp;HTML...</source>
        <translation>HTML 格式(&amp;H)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="250"/>
        <source>As &amp;CSV...</source>
        <translation>CSV 格式(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="251"/>
        <location filename="../app/gui/views/main_window.cpp" line="258"/>
        <source>As &amp;PDF...</source>
        <translation>PDF 格式(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="252"/>
        <source>Export &amp;pairings of the round</source>
        <translation>导出本轮对阵(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="253"/>
        <source>&amp;Documents (PDF or HTML)</source>
        <translation>文档（PDF 或 HTML）(&amp;D)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="256"/>
        <source>&amp;Live site and hall screen...</source>
        <translation>现场网站与赛场大屏(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="259"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="260"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="261"/>
        <source>&amp;Undo the last action...</source>
        <translation>撤销上一操作(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="262"/>
        <source>&amp;Log of the event...</source>
        <translation>赛事日志(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="263"/>
        <source>&amp;Arbiter on duty...</source>
        <translation>值班裁判(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="264"/>
        <source>&amp;Rounds</source>
        <translation>轮次(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="265"/>
        <source>Pair the &amp;next round...</source>
        <translation>编排下一轮(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="267"/>
        <source>Record the round&apos;s &amp;start...</source>
        <translation>记录本轮开始时间(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="268"/>
        <source>&amp;Publish the round</source>
        <translation>公布本轮(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="269"/>
        <source>&amp;Unpair the last round...</source>
        <translation>取消最后一轮编排(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="270"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="271"/>
        <source>&amp;Late arrival...</source>
        <translation>迟到(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="272"/>
        <source>&amp;Penalty...</source>
        <translation>处罚(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="273"/>
        <source>&amp;Illegal move...</source>
        <translation>违例着法(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="274"/>
        <source>&amp;Flag fell...</source>
        <translation>落旗(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="275"/>
        <source>Defective &amp;clock...</source>
        <translation>棋钟故障(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="276"/>
        <source>I&amp;rregular position...</source>
        <translation>不正常局面(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="277"/>
        <source>&amp;Seal a move (adjourn)...</source>
        <translation>封棋（暂停对局）(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="278"/>
        <source>&amp;Open an envelope (resume)...</source>
        <translation>拆封（续赛）(&amp;O)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="279"/>
        <source>Check a &amp;draw claim...</source>
        <translation>核查和棋申请(&amp;D)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="282"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="286"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="287"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="289"/>
        <source>&amp;About Arbiter</source>
        <translation>关于 Arbiter(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="321"/>
        <source>%1, section %2</source>
        <translation>%1，组别 %2</translation>
    </message>
    <message>
        <source>%1 — %2 players, %3 rounds</source>
        <translation type="vanished">%1 — %2 名棋手，%3 轮</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="329"/>
        <source>No event open</source>
        <translation>未打开赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="332"/>
        <source>%1, numbers by lot (C.05)</source>
        <translation>%1，编号经抽签确定（C.05）</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="339"/>
        <source>Arbiter on duty: %1</source>
        <translation>值班裁判：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="350"/>
        <location filename="../app/gui/views/main_window.cpp" line="363"/>
        <source>Open</source>
        <translation>公开组</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="368"/>
        <source>New event</source>
        <translation>新建赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="376"/>
        <location filename="../app/gui/views/main_window.cpp" line="380"/>
        <source>Open TRF</source>
        <translation>打开 TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="377"/>
        <source>TRF files (*.trf *.txt);;All files (*)</source>
        <translation>TRF 文件 (*.trf *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="389"/>
        <location filename="../app/gui/views/main_window.cpp" line="392"/>
        <source>Open event file</source>
        <translation>打开赛事文件</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="389"/>
        <source>Arbiter event files (*.arbiter);;All files (*)</source>
        <translation>Arbiter 赛事文件 (*.arbiter);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="415"/>
        <location filename="../app/gui/views/main_window.cpp" line="417"/>
        <source>New section</source>
        <translation>新建组别</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="428"/>
        <source>Leave FIDE mode</source>
        <translation>退出 FIDE 模式</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="432"/>
        <source>Section settings</source>
        <translation>组别设置</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="436"/>
        <source>Import players</source>
        <translation>导入棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="438"/>
        <source>Player lists (*.csv *.trf *.txt);;All files (*)</source>
        <translation>棋手名单 (*.csv *.trf *.txt);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="453"/>
        <source>Registered %n player(s).</source>
        <translation>
            <numerusform>已报名 %n 名棋手。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="467"/>
        <source>Register a player</source>
        <translation>报名棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="475"/>
        <location filename="../app/gui/views/main_window.cpp" line="499"/>
        <source>Edit the player</source>
        <translation>修改棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="476"/>
        <location filename="../app/gui/views/main_window.cpp" line="508"/>
        <location filename="../app/gui/views/main_window.cpp" line="529"/>
        <source>Select a player in the Players tab.</source>
        <translation>请在“棋手”页中选择一名棋手。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="507"/>
        <location filename="../app/gui/views/main_window.cpp" line="515"/>
        <location filename="../app/gui/views/main_window.cpp" line="520"/>
        <source>Withdraw the player</source>
        <translation>棋手退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="516"/>
        <source>%1 (%2) is not paired from round:</source>
        <translation>%1（%2）不再参加编排，自第几轮起：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="528"/>
        <location filename="../app/gui/views/main_window.cpp" line="533"/>
        <location filename="../app/gui/views/main_window.cpp" line="540"/>
        <source>Remove the player</source>
        <translation>删除棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="534"/>
        <source>Remove %1 (%2), registered in error? A player who has been paired is withdrawn instead.</source>
        <translation>删除误报名的 %1（%2）吗？已被编排的棋手应改为退赛。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="547"/>
        <location filename="../app/gui/views/main_window.cpp" line="551"/>
        <source>Section</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="547"/>
        <source>Section to show:</source>
        <translation>要显示的组别：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="580"/>
        <source>No envelope of this section is waiting to be opened.</source>
        <translation>本组没有待拆封的封棋信封。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="590"/>
        <source>Envelope %1 opened: %2</source>
        <translation>信封 %1 已拆封：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="604"/>
        <location filename="../app/gui/views/main_window.cpp" line="614"/>
        <location filename="../app/gui/views/main_window.cpp" line="622"/>
        <source>Pair the next round</source>
        <translation>编排下一轮</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="615"/>
        <source>%1

Store this pairing anyway? The audit log keeps the criteria it breaks.</source>
        <translation>%1

仍然保存此编排吗？审计日志将记录它违反的准则。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="639"/>
        <location filename="../app/gui/views/main_window.cpp" line="645"/>
        <source>Record the round&apos;s start</source>
        <translation>记录本轮开始时间</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="640"/>
        <source>Round %1 started at (YYYY-MM-DD HH:MM):</source>
        <translation>第 %1 轮开始时间（YYYY-MM-DD HH:MM）：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="652"/>
        <source>Publish the round</source>
        <translation>公布本轮</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="653"/>
        <source>Round %1 is marked as published (in the log).</source>
        <translation>第 %1 轮已标记为已发布（已记入日志）。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="662"/>
        <location filename="../app/gui/views/main_window.cpp" line="670"/>
        <source>Unpair the last round</source>
        <translation>取消最后一轮编排</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="663"/>
        <source>Round %1 has results or incidents. Unpair it and discard them? (Undo restores them.)</source>
        <translation>第 %1 轮已有结果或事件记录。取消编排并丢弃它们吗？（撤销可恢复。）</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="666"/>
        <source>Unpair round %1?</source>
        <translation>取消第 %1 轮的编排吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="685"/>
        <location filename="../app/gui/views/main_window.cpp" line="689"/>
        <source>Save TRF</source>
        <translation>保存 TRF</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="686"/>
        <source>TRF files (*.trf)</source>
        <translation>TRF 文件 (*.trf)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="693"/>
        <location filename="../app/gui/views/main_window.cpp" line="710"/>
        <source>HTML files (*.html)</source>
        <translation>HTML 文件 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="694"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="695"/>
        <location filename="../app/gui/views/main_window.cpp" line="710"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="697"/>
        <location filename="../app/gui/views/main_window.cpp" line="701"/>
        <location filename="../app/gui/views/main_window.cpp" line="703"/>
        <source>Export standings</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="711"/>
        <location filename="../app/gui/views/main_window.cpp" line="715"/>
        <location filename="../app/gui/views/main_window.cpp" line="717"/>
        <source>Export pairings</source>
        <translation>导出对阵</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="725"/>
        <source>&amp;Start list...</source>
        <translation>参赛名单(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="727"/>
        <source>&amp;Pairings of the round (by board)...</source>
        <translation>本轮对阵（按台次）(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="729"/>
        <source>Pairings of the round (&amp;alphabetical)...</source>
        <translation>本轮对阵（按姓名）(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="731"/>
        <source>Result s&amp;lips of the round...</source>
        <translation>本轮成绩单(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="733"/>
        <source>S&amp;tandings...</source>
        <translation>排名(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="737"/>
        <source>&amp;Crosstable...</source>
        <translation>交叉表(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="735"/>
        <source>Cate&amp;gory standings...</source>
        <translation>分类排名(&amp;G)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="255"/>
        <source>Pr&amp;int a document...</source>
        <translation>打印文件(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="324"/>
        <source>%1 — %2, %3</source>
        <translation>%1 — %2，%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="326"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名棋手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/views/main_window.cpp" line="328"/>
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n 轮</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="739"/>
        <source>&amp;Rating report...</source>
        <translation>等级分报告(&amp;R)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="741"/>
        <source>&amp;Incident log of the round...</source>
        <translation>本轮事件记录(&amp;I)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="743"/>
        <source>&amp;Envelope labels of the round...</source>
        <translation>本轮封棋信封标签(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="745"/>
        <source>&amp;Final report...</source>
        <translation>赛事总报告(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="761"/>
        <source>PDF files (*.pdf);;HTML files (*.html)</source>
        <translation>PDF 文件 (*.pdf);;HTML 文件 (*.html)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="766"/>
        <source>Wrote %1.</source>
        <translation>已写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="775"/>
        <source>Print a document</source>
        <translation>打印文件</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="775"/>
        <source>&amp;Document:</source>
        <translation>文件(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="787"/>
        <source>Printed %1.</source>
        <translation>已打印 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="834"/>
        <source>About Arbiter</source>
        <translation>关于 Arbiter</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="835"/>
        <source>Arbiter manages chess tournaments: pairings, results, standings and the arbiter&apos;s records, checked against the Laws of Chess.</source>
        <translation>Arbiter 管理国际象棋赛事：编排、成绩、名次以及裁判记录，并依照国际象棋规则进行核对。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="837"/>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="288"/>
        <source>User &amp;manual</source>
        <translation>用户手册(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="823"/>
        <source>User manual</source>
        <translation>用户手册</translation>
    </message>
    <message>
        <location filename="../app/gui/views/main_window.cpp" line="824"/>
        <source>The user manual is not installed beside the program.</source>
        <translation>用户手册没有随程序安装。</translation>
    </message>
</context>
<context>
    <name>gui::NewEventDialog</name>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="19"/>
        <source>New event</source>
        <translation>新建赛事</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="23"/>
        <source>e.g. %1</source>
        <translation>例如 %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="25"/>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="34"/>
        <source>Event &amp;name:</source>
        <translation>赛事名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="35"/>
        <source>Event &amp;file:</source>
        <translation>赛事文件(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="58"/>
        <source>New event file</source>
        <translation>新建赛事文件</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="59"/>
        <source>Arbiter event files (*.arbiter)</source>
        <translation>Arbiter 赛事文件 (*.arbiter)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="67"/>
        <source>The event needs a name.</source>
        <translation>赛事需要名称。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="69"/>
        <source>Choose where the event file goes.</source>
        <translation>请选择赛事文件的保存位置。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="71"/>
        <source>%1 exists already; an event file is never overwritten.</source>
        <translation>%1 已存在；赛事文件不会被覆盖。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/new_event_dialog.cpp" line="73"/>
        <source>The folder %1 cannot be written.</source>
        <translation>无法写入文件夹 %1。</translation>
    </message>
</context>
<context>
    <name>gui::NormsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="40"/>
        <source>Title norms (FIDE B.01 1.4)</source>
        <translation>称号成绩（FIDE B.01 1.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="42"/>
        <source>The foreigner requirement is &amp;waived (1.4.3a-d: national championship, national team championship, zonal, qualifying Swiss)</source>
        <translation>免除外国对手要求(&amp;W)（1.4.3a-d：全国个人锦标赛、全国团体锦标赛、分区赛、资格瑞士制赛）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="47"/>
        <source>Norms</source>
        <translation>称号成绩</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="66"/>
        <source>Certificate of the title result (form IT1) for the &amp;norm:</source>
        <translation>称号成绩证明书（IT1 表）所用标准(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="69"/>
        <source>&amp;Save the certificate...</source>
        <translation>保存证明书(&amp;S)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="70"/>
        <source>&amp;Print the certificate...</source>
        <translation>打印证明书(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="133"/>
        <source>%1 norm: achieved</source>
        <translation>%1成绩：已达到</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="133"/>
        <source>%1 norm: not achieved</source>
        <translation>%1成绩：未达到</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="137"/>
        <source>1.4.6: the opponent of game %1 raised from %2 to the floor %3.</source>
        <translation>1.4.6：第 %1 盘的对手等级分由 %2 提高到下限 %3。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="142"/>
        <source>Ra = %1 / %2 = %3; score %4 / %2 = %5%; dp %6; Rp = %7.</source>
        <translation>Ra = %1 / %2 = %3；得分 %4 / %2 = %5%；dp %6；Rp = %7。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="151"/>
        <source>The norm needed %1 points against these opponents.</source>
        <translation>对这些对手需得 %1 分才能达到成绩。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="153"/>
        <source>No score gives the norm against these opponents.</source>
        <translation>对这些对手任何得分都不能达到成绩。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="158"/>
        <source>waived (1.4.3a-d)</source>
        <translation>已免除（1.4.3a-d）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="159"/>
        <source>met</source>
        <translation>满足</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="160"/>
        <source>NOT MET</source>
        <translation>未满足</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="194"/>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="221"/>
        <source>Choose a player first.</source>
        <translation>请先选择棋手。</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="vanished">无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="202"/>
        <source>Save the certificate</source>
        <translation>保存证明书</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="203"/>
        <source>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</source>
        <translation>PDF 文件 (*.pdf);;HTML 文件 (*.html);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="232"/>
        <source>Certificate of title result</source>
        <translation>称号成绩证明书</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/norms_dialog.cpp" line="224"/>
        <source>The printer %1 cannot print.</source>
        <translation>打印机 %1 无法打印。</translation>
    </message>
</context>
<context>
    <name>gui::PairRoundDialog</name>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="24"/>
        <source>Pair round %1</source>
        <translation>编排第 %1 轮</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="27"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="35"/>
        <source>Swap &amp;colours</source>
        <translation>交换颜色(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="36"/>
        <source>White and Black of the selected board change places.</source>
        <translation>所选台次的白方与黑方互换。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="37"/>
        <source>E&amp;xchange opponents</source>
        <translation>交换对手(&amp;X)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="38"/>
        <source>The Black players of the two selected boards change boards.</source>
        <translation>所选两台的黑方棋手互换台次。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="39"/>
        <source>&amp;Explain</source>
        <translation>编排说明(&amp;E)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="42"/>
        <source>How the engine reached its pairing: the score brackets, who floated and why, and the rule that gave each board&apos;s colours.</source>
        <translation>编排程序如何得出此编排：各分数组、谁浮动及原因，以及决定每台颜色的规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="51"/>
        <source>&amp;Store the round</source>
        <translation>保存本轮(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="106"/>
        <source>not paired</source>
        <translation>未编排</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="109"/>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="111"/>
        <source>enters in round %1</source>
        <translation>第 %1 轮起参赛</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="113"/>
        <source>half-point bye (requested)</source>
        <translation>申请轮空（半分）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="114"/>
        <source>full-point bye (requested)</source>
        <translation>申请轮空（一分）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="115"/>
        <source>absent (zero-point bye)</source>
        <translation>缺席（零分轮空）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/pair_round_dialog.cpp" line="161"/>
        <source>Bye</source>
        <translation>轮空</translation>
    </message>
</context>
<context>
    <name>gui::PairingExplanation</name>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="360"/>
        <source>  outgoing floaters: %1 (the best pairing by C5-C8, the first of 4.3: each BSN against the lowest-ranked opponent possible)</source>
        <translation>  下浮离开的棋手：%1（按 C5-C8 最佳的配对，且为 4.3 顺序中的第一个：每个组内序号对阵尽可能排名最低的对手）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="352"/>
        <source>  ranked (BSN 1, 2, ...): %1 (Index: Buchholz, then Sonneborn-Berger, then TPN; 1.7, 1.8)</source>
        <translation>  组内排序（组内序号 1、2……）：%1（指数：布赫兹分，其次索伯分，再次编排号；1.7，1.8）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="350"/>
        <source>  incoming floaters: %1</source>
        <translation>  下浮进入的棋手：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="341"/>
        <source>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, lowest ranking by 1.8): %1</source>
        <translation>编排轮空，最先确定（3.1：有资格、积分最低、对局最多、按 1.8 排名最低）：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="333"/>
        <source>A seeding round (1.6: the first %1 rounds), paired by the Dutch system:</source>
        <translation>种子轮（1.6：前 %1 轮），按荷兰制编排：</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="329"/>
        <source>Round %1: FIDE Burstein system (C.04.4.2, 2025 edition)</source>
        <translation>第 %1 轮：FIDE 伯斯坦制（C.04.4.2，2025 年版）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="310"/>
        <source>both colour preferences granted, or the only one (1.5.4, 5.2.2)</source>
        <translation>双方的颜色倾向均得到满足，或满足唯一的一方（1.5.4，5.2.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="283"/>
        <source>  shifted: %1 (moved between G1 and G2 to pair the bracket; 3.2.4, 4.3)</source>
        <translation>  调换：%1（为完成本组配对在 G1 与 G2 之间移动；3.2.4，4.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="280"/>
        <source>  G2: %1 (by TPN; 4.4)</source>
        <translation>  G2：%1（按编排号；4.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="276"/>
        <source>  G1 (S1): %1 (White seekers by ascending ARO, then TPN; 3.2.5)</source>
        <translation>  G1（S1）：%1（需执白者，按对手平均等级分升序，再按编排号；3.2.5）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="274"/>
        <source>  chosen by: %1</source>
        <translation>  选择依据：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="271"/>
        <source>  upfloaters: %1</source>
        <translation>  上浮棋手：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="267"/>
        <source>Scoregroup of %1 points</source>
        <translation>%1 分的积分组</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="260"/>
        <source>Pairing-allocated bye, given first (3.1: eligible, lowest score, most games, largest TPN): %1</source>
        <translation>编排轮空，最先确定（3.1：有资格、积分最低、对局最多、编排号最大）：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="256"/>
        <source>Round %1: FIDE Dubov system (C.04.4.1, 2026 edition)</source>
        <translation>第 %1 轮：FIDE 杜波夫制（C.04.4.1，2026 年版）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="247"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="320"/>
        <source>the higher-ranked player&apos;s preference (5.2.5)</source>
        <translation>满足排名较高者的颜色倾向（5.2.5）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="243"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="316"/>
        <source>alternation from the last time one had White and the other Black (5.2.4)</source>
        <translation>从最近一次一方执白、另一方执黑的轮次起交替（5.2.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="240"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="313"/>
        <source>the stronger colour preference granted (5.2.3)</source>
        <translation>满足较强的颜色倾向（5.2.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="238"/>
        <source>both colour preferences granted (5.2.2)</source>
        <translation>双方的颜色倾向均得到满足（5.2.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="233"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="305"/>
        <source>neither has played: the initial colour by the higher-ranked player&apos;s TPN (5.2.1)</source>
        <translation>双方均未下过棋：按排名较高者的编排号确定初始颜色（5.2.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="225"/>
        <source>the criteria in their order (2.3)</source>
        <translation>按各项标准的先后顺序（2.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="216"/>
        <source>fewer upfloaters who upfloated in the previous round (C10)</source>
        <translation>上一轮已上浮的上浮棋手更少（C10）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="213"/>
        <source>maximum upfloaters upfloated fewer times (C9)</source>
        <translation>达到上浮上限的棋手上浮次数更少（C9）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="211"/>
        <source>fewer maximum upfloaters (C8)</source>
        <translation>达到上浮上限的棋手更少（C8）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="207"/>
        <source>fewer players without their colour preference (C7)</source>
        <translation>未获所需颜色的棋手更少（C7）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="204"/>
        <source>the highest scores with which the bracket can be paired (C6)</source>
        <translation>能使本组完成配对的最高积分（C6）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="199"/>
        <source>the sets before it leave the players below without a complete pairing (C4)</source>
        <translation>排在它之前的组合使下方棋手无法全部配对（C4）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="196"/>
        <source>the first legal set in sequence-number order (4.2)</source>
        <translation>按序号顺序的第一个合规组合（4.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="38"/>
        <source>the first candidate in the order of generation (C.04.3 art. 4)</source>
        <translation>按生成顺序的第一个候选编排（C.04.3 第 4 条）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="48"/>
        <source>no compatible opponent left in the bracket (C1-C4)</source>
        <translation>本分数组中已没有可配对的对手（C1-C4）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="51"/>
        <source>a better pairing by the quality criteria leaves him over</source>
        <translation>按质量准则更优的编排使其剩余</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="55"/>
        <source>the bracket cannot pair everyone (C6)</source>
        <translation>本分数组无法使所有人配对（C6）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="66"/>
        <source>both colour preferences granted (5.2.1)</source>
        <translation>双方的颜色倾向均得到满足（5.2.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="68"/>
        <source>the stronger colour preference granted (5.2.2)</source>
        <translation>满足较强的颜色倾向（5.2.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="71"/>
        <source>alternation from the last round in which they had different colours (5.2.3)</source>
        <translation>从双方颜色不同的最近一轮起交替（5.2.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="75"/>
        <source>the higher-ranked player&apos;s preference (5.2.4)</source>
        <translation>排名较高棋手的颜色倾向（5.2.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="79"/>
        <source>the initial colour by the higher-ranked player&apos;s number (5.2.5)</source>
        <translation>按排名较高棋手的编号给出初始颜色（5.2.5）</translation>
    </message>
    <message>
        <source>Round %1: FIDE Dutch system (C.04.3, 2026 edition)</source>
        <translation type="vanished">第 %1 轮：国际棋联荷兰制（C.04.3，2026 年版）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="89"/>
        <source>Round %1: FIDE Dutch system (C.04.3, %2 edition)</source>
        <translation>第 %1 轮：国际棋联荷兰制（C.04.3，%2 年版）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="99"/>
        <source>Collapsed Last Bracket (C.04.3 2017 A.9): every player left, from %1 points</source>
        <translation>合并的最后分数组（CLB，C.04.3 2017 年版 A.9）：其余全部棋手，自 %1 分起</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="103"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="348"/>
        <source>Bracket of %1 points</source>
        <translation>%1 分的分数组</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="105"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="269"/>
        <source>  residents: %1</source>
        <translation>  本组棋手：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="107"/>
        <source>  moved down: %1</source>
        <translation>  下移棋手：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="111"/>
        <source>  route: the Penultimate Pairing Bracket, paired again so that the round can be completed (C.04.3 2017 A.9, C.4); every player left forms the Collapsed Last Bracket</source>
        <translation>  路径：倒数第二分数组（PPB），为使本轮能完成编排而重新配对（C.04.3 2017 年版 A.9、C.4）；其余棋手合并为最后一个分数组（CLB）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="116"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="288"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="358"/>
        <source>  pair: %1 – %2</source>
        <translation>  配对：%1 – %2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="120"/>
        <source>  floats down: %1: %2</source>
        <translation>  下浮：%1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="124"/>
        <source>  floats down: %1</source>
        <translation>  下浮：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="127"/>
        <source>  exchange: %1 player(s) each way between S1 and S2 (C.04.3 art. 4.3)</source>
        <translation>  交换：S1 与 S2 之间各交换 %1 名棋手（C.04.3 第 4.3 条）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="132"/>
        <source>  decided by: %1</source>
        <translation>  决定准则：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="135"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="291"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="366"/>
        <source>Colours</source>
        <translation>颜色</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="138"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="294"/>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="369"/>
        <source>  board %1: %2 has White: %3</source>
        <translation>  第 %1 台：%2 执白：%3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="143"/>
        <source>Pairing-allocated bye (C.04.1 4, C5, C9): %1</source>
        <translation>编排轮空（C.04.1 第 4 条，C5，C9）：%1</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="155"/>
        <source>Round %1: Berger table for %2 players (C.05 Annex 1), cycle %3 of %4, round %5 of the cycle.</source>
        <translation>第 %1 轮：%2 人贝格尔表（C.05 附录 1），第 %3 循环（共 %4 个），本循环第 %5 轮。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="164"/>
        <source>Odd number of players: number %1 is the bye (C.05 Annex 1).</source>
        <translation>棋手人数为奇数：%1 号为轮空（C.05 附录 1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="169"/>
        <source>The last two rounds of the first cycle are swapped (C.05 Annex 1 recommendation).</source>
        <translation>第一循环的最后两轮互换（C.05 附录 1 的建议）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="174"/>
        <source>second-cycle colours are the first cycle&apos;s reversed</source>
        <translation>第二循环的颜色与第一循环相反</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="176"/>
        <source>the table gives White to the first-named number</source>
        <translation>按表格，排在前面的编号执白</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="180"/>
        <source>Board %1: %2 (White) – %3 (Black): %4</source>
        <translation>第 %1 台：%2（白）– %3（黑）：%4</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_explanation.cpp" line="185"/>
        <source>Bye: %1</source>
        <translation>轮空：%1</translation>
    </message>
</context>
<context>
    <name>gui::PairingText</name>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="25"/>
        <source>A round robin needs at least two players.</source>
        <translation>循环赛至少需要两名棋手。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="27"/>
        <source>Every round of the Berger table is already paired.</source>
        <translation>贝格尔表的所有轮次均已编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="31"/>
        <source>The planned rounds are not a whole number of cycles of the Berger table (C.05 Annex 1): set the section&apos;s rounds.</source>
        <translation>计划轮数不是贝格尔表完整循环的整数倍（C.05 附件1）：请设置本组的轮数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="35"/>
        <source>The Berger table pairs two players who must not meet; a round robin cannot avoid a pairing (C.05 Annex 1).</source>
        <translation>贝格尔表将两名禁止相遇的棋手配在一起；循环赛无法回避任何配对（C.05 附件1）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="40"/>
        <source>The round robin cannot be paired.</source>
        <translation>无法编排此循环赛。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="46"/>
        <source>Every planned round is already paired.</source>
        <translation>所有计划轮次均已编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="49"/>
        <source>Fewer than two players can be paired.</source>
        <translation>可编排的棋手不足两名。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="51"/>
        <source>No pairing satisfies the absolute criteria (%1 cannot be met, C.04.3).</source>
        <translation>没有满足绝对准则的编排（无法满足 %1，C.04.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="56"/>
        <source>The engine would leave a player without a board: nothing was paired.</source>
        <translation>编排程序会使一名棋手无台可下：未作编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="60"/>
        <source>The round cannot be paired.</source>
        <translation>无法编排本轮。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="67"/>
        <source>C1: %1 and %2 have already played each other.</source>
        <translation>C1：%1 与 %2 已经相遇过。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="72"/>
        <source>C1: %1 and %2 must not meet (a pair the tournament rules forbid).</source>
        <translation>C1：%1 与 %2 不得相遇（竞赛规程禁止的配对）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="78"/>
        <source>C2: %1 may not receive the pairing-allocated bye.</source>
        <translation>C2：%1 不得获得编排轮空。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="83"/>
        <source>C3: %1 and %2 have the same absolute colour preference.</source>
        <translation>C3：%1 与 %2 有相同的绝对颜色倾向。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="88"/>
        <source>C3: %1 plays against an absolute colour preference.</source>
        <translation>C3：%1 所执颜色违背其绝对颜色倾向。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="92"/>
        <source>C4: %1 is present but has neither a board nor the bye.</source>
        <translation>C4：%1 到场，但既无台次也无轮空。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="96"/>
        <source>C.04.1 3: %1 has a bye although the players are even in number.</source>
        <translation>C.04.1 第3条：棋手人数为偶数，%1 却轮空。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="101"/>
        <source>A criterion is broken.</source>
        <translation>违反了一条准则。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="106"/>
        <source>A round-robin table: the checker has nothing to say.</source>
        <translation>循环赛对阵表：检查程序无意见。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="120"/>
        <source>Legal: the same pairs and colours as the engine&apos;s pairing.</source>
        <translation>合规：对阵与颜色均与程序编排相同。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="123"/>
        <source>Legal, but it differs from the engine&apos;s pairing first in %1 (%2).</source>
        <translation>合规，但与程序编排首先在 %1 上不同（%2）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="127"/>
        <source>the engine&apos;s is better</source>
        <translation>程序的编排更优</translation>
    </message>
    <message>
        <location filename="../app/gui/text/pairing_text.cpp" line="129"/>
        <source>this one is better</source>
        <translation>此编排更优</translation>
    </message>
</context>
<context>
    <name>gui::PlayerColumns</name>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="11"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="13"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="15"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="17"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="19"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/models/player_columns.cpp" line="24"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
</context>
<context>
    <name>gui::PlayerCommands</name>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="38"/>
        <source>Requested &amp;byes of the player...</source>
        <translation>棋手申请的轮空(&amp;B)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="39"/>
        <source>Draw the numbers by &amp;lot (round robin)...</source>
        <translation>抽签确定编号(&amp;L)（循环赛）...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="40"/>
        <source>How the &amp;tie-breaks of the player are made...</source>
        <translation>棋手对比分的计算(&amp;T)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="52"/>
        <source>Requested byes</source>
        <translation>申请的轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="53"/>
        <source>No player is registered in this section.</source>
        <translation>本组别还没有报名的棋手。</translation>
    </message>
    <message>
        <source>Select a player in the Players tab.</source>
        <translation type="vanished">请在“棋手”页中选择一名棋手。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="63"/>
        <source>Draw the numbers by lot</source>
        <translation>抽签确定编号</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="73"/>
        <source>How the tie-breaks are made</source>
        <translation>对比分的计算</translation>
    </message>
    <message>
        <location filename="../app/gui/views/player_commands.cpp" line="78"/>
        <source>Select a player in the Standings or the Players tab.</source>
        <translation>请在“排名”页或“棋手”页中选择一名棋手。</translation>
    </message>
</context>
<context>
    <name>gui::PlayerDialog</name>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="91"/>
        <source>The name is required (any script: 王芳, Müller, Ivanov).</source>
        <translation>必须填写姓名（任何文字均可：王芳、Müller、Ivanov）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="94"/>
        <source>The federation is a three-letter FIDE code, e.g. CHN.</source>
        <translation>协会为三个字母的 FIDE 代码，如 CHN。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="97"/>
        <source>The birth date is written YYYY-MM-DD.</source>
        <translation>出生日期格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="108"/>
        <source>Player %1 (%2) has the same FIDE ID.</source>
        <translation>棋手 %1（%2）的 FIDE 编号相同。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="112"/>
        <source>Player %1 has the same name and birth date: the same person?</source>
        <translation>棋手 %1 的姓名和出生日期相同：是同一人吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="148"/>
        <source>Register a player</source>
        <translation>报名棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="148"/>
        <source>Edit a player</source>
        <translation>修改棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="150"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="151"/>
        <source>&amp;Title:</source>
        <translation>称号(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="152"/>
        <source>&amp;FIDE ID:</source>
        <translation>FIDE 编号(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="153"/>
        <source>National &amp;ID:</source>
        <translation>国家编号(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="154"/>
        <source>F&amp;ederation:</source>
        <translation>协会(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="155"/>
        <source>&amp;Rating (FIDE standard):</source>
        <translation>等级分（FIDE 标准棋）(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="156"/>
        <source>FIDE ra&amp;pid:</source>
        <translation>FIDE 快棋(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="157"/>
        <source>FIDE &amp;blitz:</source>
        <translation>FIDE 超快棋(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="158"/>
        <source>Nat&amp;ional rating:</source>
        <translation>国家等级分(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="159"/>
        <source>Bi&amp;rth date:</source>
        <translation>出生日期(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="160"/>
        <source>&amp;Sex:</source>
        <translation>性别(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="161"/>
        <source>&amp;Club:</source>
        <translation>俱乐部(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="168"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="170"/>
        <source>unrated</source>
        <translation>无等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="171"/>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="172"/>
        <source>male</source>
        <translation>男</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/player_dialog.cpp" line="173"/>
        <source>female</source>
        <translation>女</translation>
    </message>
</context>
<context>
    <name>gui::PlayerList</name>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="17"/>
        <source>the file is empty (a header line naming the columns is needed)</source>
        <translation>文件为空（需要一行列名作为表头）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="21"/>
        <source>unknown column (name, rating, rapid, blitz, national, fide_id, national_id, title, federation, sex, birth, club, club_elo, club_elo_games, class_points)</source>
        <translation>未知的列（可用：name, rating, rapid, blitz, national, fide_id, national_id, title, federation, sex, birth, club, club_elo, club_elo_games, class_points）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="26"/>
        <source>a column is named twice</source>
        <translation>有一列名称重复</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="28"/>
        <source>the header has no &quot;name&quot; column</source>
        <translation>表头没有“name”列</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="30"/>
        <source>a quoted field is not closed</source>
        <translation>引号括起的字段没有闭合</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="32"/>
        <source>more fields than the header has columns</source>
        <translation>字段数多于表头的列数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="34"/>
        <source>the name is empty</source>
        <translation>姓名为空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="37"/>
        <source>the text is neither UTF-8, UTF-16 with a byte order mark, nor GB18030 (save the file as UTF-8)</source>
        <translation>文本既不是 UTF-8、带字节顺序标记的 UTF-16，也不是 GB18030 编码（请将文件另存为 UTF-8）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="61"/>
        <source>a field is longer than 1000 bytes (no real value is)</source>
        <translation>有一个字段超过 1000 字节（真实数据不会这么长）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="42"/>
        <source>a rating is a whole number from 0 to 4000</source>
        <translation>等级分应为 0 到 4000 的整数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="44"/>
        <source>sex is m or f</source>
        <translation>性别应为 m 或 f</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="46"/>
        <source>a birth date is a real date YYYY-MM-DD, or a year YYYY</source>
        <translation>出生日期应为有效日期 YYYY-MM-DD，或年份 YYYY</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="49"/>
        <source>a title is GM, IM, WGM, FM, WIM, CM, WFM, WCM or empty</source>
        <translation>称号应为 GM、IM、WGM、FM、WIM、CM、WFM、WCM 或留空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="52"/>
        <source>a FIDE id has 1 to 11 digits</source>
        <translation>FIDE 编号为 1 到 11 位数字</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="54"/>
        <source>a federation is a FIDE code such as CHN, ENG, GER</source>
        <translation>协会应为 FIDE 代码，如 CHN、ENG、GER</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="57"/>
        <source>club_elo is 0 to 4000, club_elo_games 0 or more, class_points a whole number</source>
        <translation>club_elo 为 0 到 4000，club_elo_games 为 0 或以上，class_points 为整数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="64"/>
        <source>the list cannot be read</source>
        <translation>无法读取名单</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="75"/>
        <source> (did you mean %1?)</source>
        <translation>（是否指 %1？）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/player_list_text.cpp" line="77"/>
        <source>%1, line %2, column %3: %4</source>
        <translation>%1，第 %2 行第 %3 列：%4</translation>
    </message>
</context>
<context>
    <name>gui::PlayersModel</name>
    <message>
        <location filename="../app/gui/models/players_model.cpp" line="65"/>
        <source>FIDE ID</source>
        <translation>FIDE 编号</translation>
    </message>
</context>
<context>
    <name>gui::PrizesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="41"/>
        <source>Prizes — %1</source>
        <translation>奖项 — %1</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="43"/>
        <source>players tied on points share the money of their places</source>
        <translation>同分棋手平分所占名次的奖金</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="45"/>
        <source>ties: the Hort system (half by tie-break, half shared)</source>
        <translation>同分：霍特制（一半按对手分，一半平分）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="46"/>
        <source>ties are broken by the tie-breaks</source>
        <translation>同分按对手分等对比分规则区分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="48"/>
        <source>one prize per player: the higher</source>
        <translation>每人限得一项奖：取较高者</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="49"/>
        <source>one prize per player: the first in the table&apos;s order</source>
        <translation>每人限得一项奖：按奖项表顺序取先者</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="51"/>
        <source>Prize list after round %1; %2; %3.</source>
        <translation>第 %1 轮后的获奖名单；%2；%3。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Prize</source>
        <translation>奖项</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="56"/>
        <source>Shared by</source>
        <translation>平分人数</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="82"/>
        <source>&amp;Save as PDF, HTML or CSV...</source>
        <translation>另存为 PDF、HTML 或 CSV(&amp;S)...</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="vanished">无法写入 %1。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="102"/>
        <source>Save the prize list</source>
        <translation>保存获奖名单</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/prizes_dialog.cpp" line="103"/>
        <source>PDF files (*.pdf);;HTML files (*.html);;CSV files (*.csv)</source>
        <translation>PDF 文件 (*.pdf);;HTML 文件 (*.html);;CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>gui::RatingListDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="45"/>
        <source>Add players from %1</source>
        <translation>从 %1 添加棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="47"/>
        <source>FIDE id, national id or name (e.g. carlsen m)</source>
        <translation>FIDE 编号、全国编号或姓名（如 carlsen m）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="50"/>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="56"/>
        <source>Federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Sex</source>
        <translation>性别</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Standard</source>
        <translation>标准棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="57"/>
        <source>Rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="58"/>
        <source>Blitz</source>
        <translation>超快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="58"/>
        <source>Born</source>
        <translation>出生</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="71"/>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="72"/>
        <source>&amp;Federation:</source>
        <translation>协会(&amp;F)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="75"/>
        <source>%n player(s) in the list.</source>
        <translation>
            <numerusform>名单中共 %n 名棋手。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="142"/>
        <source>Tick the players to register (Space ticks the row selected).</source>
        <translation>勾选要报名的棋手（空格键勾选所选行）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="144"/>
        <source>To register: %1</source>
        <translation>将报名：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_list_dialog.cpp" line="145"/>
        <source>&amp;Register %n player(s)</source>
        <translation>
            <numerusform>报名 %n 名棋手(&amp;R)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RatingUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="26"/>
        <source>Update ratings from %1</source>
        <translation>按 %1 更新等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>What changes</source>
        <translation>变更项</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>Now</source>
        <translation>现值</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="30"/>
        <source>From the list</source>
        <translation>名单值</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="52"/>
        <source>not in the list: unchanged</source>
        <translation>不在名单中：不变</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="60"/>
        <source>The list changes nothing for the registered players.</source>
        <translation>该名单对已报名棋手没有任何变更。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="61"/>
        <source>%n player(s) change; %1 not in the list.</source>
        <translation>
            <numerusform>%n 名棋手有变更；%1 名不在名单中。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="64"/>
        <source>&amp;Apply the changes</source>
        <translation>应用变更(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="73"/>
        <source>%n round(s) have been paired with the ratings stored now: a new list is refused after round 1 unless you update anyway (the pairings are not changed).</source>
        <translation>
            <numerusform>已按现存等级分编排了 %n 轮：第 1 轮后不接受新名单，除非选择仍然更新（已有编排不会改变）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/rating_update_dialog.cpp" line="79"/>
        <source>Update &amp;anyway</source>
        <translation>仍然更新(&amp;A)</translation>
    </message>
</context>
<context>
    <name>gui::ReportLabels</name>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="14"/>
        <source>en</source>
        <translation>zh-CN</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="21"/>
        <source>Draw claim check</source>
        <translation>和棋申请核查</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="22"/>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="23"/>
        <source>Claim</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="25"/>
        <source>Threefold repetition (Laws 9.2)</source>
        <translation>三次重复局面（规则 9.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="26"/>
        <source>Fifty-move rule (Laws 9.3)</source>
        <translation>五十回合规则（规则 9.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="27"/>
        <source>by {} at ply {}</source>
        <translation>由{}在第 {} 步（半回合）提出</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="28"/>
        <source>with the written move {}</source>
        <translation>并写下着法 {}</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="29"/>
        <source>Verdict</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="30"/>
        <source>The claim is correct (Laws {}).</source>
        <translation>申请成立（规则 {}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="32"/>
        <source>The claim is incorrect (Laws {}).</source>
        <translation>申请不成立（规则 {}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="33"/>
        <location filename="../app/gui/text/report_labels.cpp" line="99"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="34"/>
        <location filename="../app/gui/text/report_labels.cpp" line="100"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="36"/>
        <source>The position does not stand for the third time.</source>
        <translation>该局面并未第三次出现。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="37"/>
        <source>The last 50 moves of each player were not all made without a capture or a pawn move.</source>
        <translation>双方最近各 50 步中有吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="41"/>
        <source>The written move is a capture or a pawn move.</source>
        <translation>写下的着法是吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="42"/>
        <source>The written move mates or stalemates: the game ends first.</source>
        <translation>写下的着法形成将死或逼和：对局先行结束。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="45"/>
        <source>The written move is not legal.</source>
        <translation>写下的着法不合规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="46"/>
        <source>The classic rules (10.12) take no fifty-move claim with a written move: the fifty moves must be on the board.</source>
        <translation>旧规则（10.12）不接受写下着法的五十回合和棋要求：五十回合必须已在棋盘上走成。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="51"/>
        <source>The position stood at these plies</source>
        <translation>该局面出现于以下步数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="52"/>
        <source>the start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="54"/>
        <source>after the written move {}</source>
        <translation>写下的着法 {} 之后</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="56"/>
        <source>Last capture or pawn move: ply {}</source>
        <translation>最后一次吃子或兵的走动：第 {} 步</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="58"/>
        <source>No capture or pawn move since the start.</source>
        <translation>开局以来没有吃子或兵的走动。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="60"/>
        <source>Moves without capture or pawn move: {} plies</source>
        <translation>无吃子或兵走动的步数：{} 个半回合</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="62"/>
        <source>The claimed position (ply {})</source>
        <translation>申请时的局面（第 {} 步）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="63"/>
        <source>Consequence</source>
        <translation>处理</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="64"/>
        <source>{} minute(s) added to the remaining time of {}; the game continues (Laws {}).</source>
        <translation>给{1}的剩余时间增加 {0} 分钟；对局继续（规则 {2}）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="68"/>
        <source>{} minutes added to the used time of {}; the claimant loses if this passes the time limit (art. {}).</source>
        <translation>给{1}的已用时间增加 {0} 分钟；若因此超过时限，申请方判负（第 {2} 条）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="72"/>
        <source>The written move {} must be played.</source>
        <translation>必须走出写下的着法 {}。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="79"/>
        <source>Standings after round {}</source>
        <translation>第 {} 轮后排名</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="81"/>
        <source>Crosstable after round {}</source>
        <translation>第 {} 轮后交叉表</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="82"/>
        <source>Rk</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="83"/>
        <location filename="../app/gui/text/report_labels.cpp" line="98"/>
        <source>SNo</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="84"/>
        <source>Title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="85"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="86"/>
        <source>Fed</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="87"/>
        <location filename="../app/gui/text/report_labels.cpp" line="102"/>
        <source>Rtg</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="88"/>
        <location filename="../app/gui/text/report_labels.cpp" line="101"/>
        <source>Pts</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="89"/>
        <source>R{}</source>
        <translation>第{}轮</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="96"/>
        <source>Pairings of round {}</source>
        <translation>第 {} 轮对阵</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="97"/>
        <source>Bd</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="103"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="104"/>
        <source>Byes and absences</source>
        <translation>轮空与缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="105"/>
        <source>pairing-allocated bye</source>
        <translation>编排轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="106"/>
        <source>half-point bye</source>
        <translation>半分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="107"/>
        <source>full-point bye</source>
        <translation>整分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="108"/>
        <source>absent (zero-point bye)</source>
        <translation>缺席（零分轮空）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/report_labels.cpp" line="109"/>
        <source>adjourned</source>
        <translation>封局</translation>
    </message>
</context>
<context>
    <name>gui::ResultWords</name>
    <message>
        <location filename="../app/gui/text/result_words.cpp" line="13"/>
        <source>adjourned</source>
        <translation>封局</translation>
    </message>
    <message>
        <location filename="../app/gui/text/result_words.cpp" line="17"/>
        <source>%1 (not rated)</source>
        <translation>%1（不计等级分）</translation>
    </message>
</context>
<context>
    <name>gui::Resumption</name>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="17"/>
        <source>The rules core cannot read the sealed move in this envelope: give your own reading.</source>
        <translation>规则核心无法判读此信封中的封棋着法：请给出您的判读。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="21"/>
        <source>The sealed move is legal.</source>
        <translation>封棋着法合法。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="23"/>
        <source>The sealed move gives checkmate.</source>
        <translation>封棋着法将死对方。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="25"/>
        <source>The sealed move gives stalemate.</source>
        <translation>封棋着法造成无子可动（逼和）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="27"/>
        <source>The sealed move leaves a dead position.</source>
        <translation>封棋着法之后为死局。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="29"/>
        <source>The sealed move is ambiguous.</source>
        <translation>封棋着法含义不明确。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="31"/>
        <source>The sealed move cannot be read.</source>
        <translation>封棋着法无法辨认。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="33"/>
        <source>The sealed move is illegal.</source>
        <translation>封棋着法不合法。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="47"/>
        <source>Not resumed.</source>
        <translation>尚未续赛。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="50"/>
        <source>The replier&apos;s move %1 is sealed in a new envelope, kept by the arbiter until %2 arrives (I.9.3).</source>
        <translation>应着方的着法 %1 已封入新信封，由裁判保管，直到 %2 到场（I.9.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="54"/>
        <source>Play goes on: make the sealed move on the board and start %1&apos;s clock (I.9).</source>
        <translation>继续对局：在棋盘上走出封棋着法，并启动 %1 的钟（I.9）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="59"/>
        <source>The sealed move ended the game: %1 (I.8, I.10; classic 10.15(1)(2)).</source>
        <translation>封棋着法结束了对局：%1（I.8、I.10；旧规则 10.15(1)(2)）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="65"/>
        <source>The sealed move is defective, but %1 cannot win by any series of legal moves: drawn, %2 (I.8 with 6.9; classic 10.5).</source>
        <translation>封棋着法有缺陷，但 %1 无论以何种合法着法均不能取胜：和棋，%2（I.8 及 6.9；旧规则 10.5）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="70"/>
        <source>The sealed move is defective: %1 (the sealer) loses, %2 (I.8; classic 10.16).</source>
        <translation>封棋着法有缺陷：封棋方 %1 判负，%2（I.8；旧规则 10.16）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="78"/>
        <source>%1 was absent past the default time and loses, %2 (I.10; classic 10.15).</source>
        <translation>%1 超过迟到弃权时间未到场，判负，%2（I.10；旧规则 10.15）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="84"/>
        <source>Both players were absent past the default time: both lose, %1 (classic 10.17).</source>
        <translation>双方均超过迟到弃权时间未到场：双方判负，%1（旧规则 10.17）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="90"/>
        <source>%1 overstepped the time while the sealer was absent, but %2 cannot win: drawn, %3 (6.9; classic 10.5).</source>
        <translation>封棋方缺席期间 %1 超时，但 %2 不能取胜：和棋，%3（6.9；旧规则 10.5）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="94"/>
        <source>%1 overstepped the time while the sealer was absent and loses, %2 (6.9; classic 10.15(3), 10.14).</source>
        <translation>封棋方缺席期间 %1 超时，判负，%2（6.9；旧规则 10.15(3)、10.14）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="99"/>
        <source>The sealed move could not be checked: decide and enter the result yourself.</source>
        <translation>无法检查封棋着法：请由您裁定并录入结果。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/resumption_text.cpp" line="103"/>
        <source>The envelope is lost and the position cannot be re-established: the game is annulled and replayed (I.12.2).</source>
        <translation>信封遗失且局面无法恢复：对局作废并重赛（I.12.2）。</translation>
    </message>
</context>
<context>
    <name>gui::RoundModel</name>
    <message>
        <source>adjourned</source>
        <translation type="vanished">封局</translation>
    </message>
    <message>
        <source>%1 (not rated)</source>
        <translation type="vanished">%1（不计等级分）</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="41"/>
        <location filename="../app/gui/models/round_model.cpp" line="68"/>
        <source>withdrawn</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="43"/>
        <source>enters in round %1</source>
        <translation>第 %1 轮起参赛</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="44"/>
        <source>absent (zero-point bye)</source>
        <translation>缺席（零分轮空）</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="50"/>
        <source>pairing-allocated bye</source>
        <translation>编排轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="53"/>
        <source>half-point bye</source>
        <translation>半分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="56"/>
        <source>full-point bye</source>
        <translation>整分轮空</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="180"/>
        <source>Board</source>
        <translation>台次</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="182"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="187"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../app/gui/models/round_model.cpp" line="189"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>gui::SealDialog</name>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="37"/>
        <source>Seal a move</source>
        <translation>封棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="40"/>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="41"/>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="42"/>
        <source>From the game&apos;s &amp;moves</source>
        <translation>根据对局着法(&amp;M)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="43"/>
        <source>From a &amp;FEN</source>
        <translation>根据 FEN(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="59"/>
        <source>h:mm</source>
        <translation>时:分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="61"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="62"/>
        <source>by White</source>
        <translation>白方提和</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="63"/>
        <source>by Black</source>
        <translation>黑方提和</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="79"/>
        <source>&amp;Sealed by:</source>
        <translation>封棋方(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="84"/>
        <source>Position before the sealed move:</source>
        <translation>封棋前的局面：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="85"/>
        <source>Mo&amp;ves:</source>
        <translation>着法(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="86"/>
        <source>FE&amp;N:</source>
        <translation>FE&amp;N：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="87"/>
        <source>Move &amp;number:</source>
        <translation>回合数(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="88"/>
        <source>Sealed move (as &amp;written):</source>
        <translation>封棋着法（按所写）(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="89"/>
        <source>&amp;White&apos;s used time:</source>
        <translation>白方已用时间(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="90"/>
        <source>&amp;Black&apos;s used time:</source>
        <translation>黑方已用时间(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="91"/>
        <source>&amp;Draw offer open:</source>
        <translation>未答复的提和(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="92"/>
        <source>Sealed a&amp;t:</source>
        <translation>封棋时间(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="93"/>
        <source>&amp;Resumes at:</source>
        <translation>续赛时间(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="94"/>
        <source>Resumes in (&amp;place):</source>
        <translation>续赛地点(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="117"/>
        <source>The FEN cannot be read at column %1.</source>
        <translation>FEN 第 %1 列无法识别。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="129"/>
        <source>Move %1 (%2) cannot be played in the position.</source>
        <translation>第 %1 回合的着法（%2）在该局面下无法走出。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="140"/>
        <source>Choose a board of a paired round.</source>
        <translation>请选择已编排轮次中的台次。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="155"/>
        <source>Write the sealed move as the sealer wrote it.</source>
        <translation>请按封棋方所写填写封棋着法。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/seal_dialog.cpp" line="158"/>
        <source>Used times are written h:mm or h:mm:ss.</source>
        <translation>已用时间格式为 时:分 或 时:分:秒。</translation>
    </message>
</context>
<context>
    <name>gui::SectionDialog</name>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="359"/>
        <source>Swiss, FIDE Burstein system (C.04.4.2)</source>
        <translation>瑞士制，FIDE 伯斯坦制（C.04.4.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="358"/>
        <source>Swiss, FIDE Dubov system (C.04.4.1)</source>
        <translation>瑞士制，FIDE 杜波夫制（C.04.4.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="180"/>
        <source>Leave FIDE mode</source>
        <translation>退出 FIDE 模式</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="181"/>
        <source>In FIDE mode the section follows the FIDE rules for rated events (for example at most one half-point bye per player is accepted without a warning). Leaving it is recorded in the log, cannot be undone, and the section can never return to FIDE mode.

Leave FIDE mode?</source>
        <translation>FIDE 模式下，本组别遵循国际棋联等级分赛事的规定（例如每名棋手最多一次半分轮空不提示警告）。退出 FIDE 模式将记入日志，不能撤销，且本组别再也不能回到 FIDE 模式。

确定退出 FIDE 模式吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="204"/>
        <source>an empty category</source>
        <translation>有一个空的分类</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="207"/>
        <source>not a category</source>
        <translation>不是有效的分类</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="210"/>
        <source>an age must be %1 to %2</source>
        <translation>年龄须为 %1 至 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="215"/>
        <source>a rating must be %1 to %2</source>
        <translation>等级分须为 %1 至 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="220"/>
        <source>the band&apos;s lowest rating is above its highest</source>
        <translation>等级分段的下限高于上限</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="223"/>
        <source>a category given twice</source>
        <translation>同一分类出现了两次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="226"/>
        <source>Categories: %1 at column %2 (women, U12, S50, U2000, 1600-1799, unrated).</source>
        <translation>分类：第 %2 列%1（可用 women、U12、S50、U2000、1600-1799、unrated）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="232"/>
        <source>The section needs a name.</source>
        <translation>组别需要名称。</translation>
    </message>
    <message>
        <source>A round robin has no acceleration (C.04.7 accelerates a Swiss).</source>
        <translation type="vanished">循环赛没有加速编排（C.04.7 只用于瑞士制）。</translation>
    </message>
    <message>
        <source>A round robin is paired by the Berger tables, not by an edition of the Dutch system (C.04.3).</source>
        <translation type="vanished">循环赛按贝格尔表编排，不使用荷兰制的任何版本（C.04.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="238"/>
        <source>Time control: not readable at column %1 (e.g. 40/90+30,30+30 or 90+30).</source>
        <translation>用时规定：第 %1 列无法识别（如 40/90+30,30+30 或 90+30）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="242"/>
        <source>Scoring: win, draw, loss in points, multiples of 0.5, win highest (e.g. 1,0.5,0 or 3,1,0).</source>
        <translation>计分：胜、和、负的分数，须为 0.5 的倍数且胜最高（如 1,0.5,0 或 3,1,0）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="247"/>
        <source>Tie-breaks: %1 is not a FIDE C.07 tie-break (e.g. BH/C1, BH, SB, DE, WIN).</source>
        <translation>对比分：%1 不是 FIDE C.07 对比分（如 BH/C1、BH、SB、DE、WIN）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="256"/>
        <source>Fifty-move extension: not readable at column %1 (ENDING=MOVES, e.g. KRBvKR=100, more than 50 moves).</source>
        <translation>五十回合延长：第 %1 列无法识别（格式 残局=回合数，如 KRBvKR=100，须多于 50 回合）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="260"/>
        <source>The fifty-move extension is a classic rule (old Laws 10.12); the FIDE Laws (9.3) have 50 moves in every position: clear it or choose the classic rules.</source>
        <translation>五十回合延长是旧规则（10.12）的规定；国际棋联棋规（9.3）任何局面都是 50 回合：请清空此项，或选择旧规则。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="265"/>
        <source>Dates are written YYYY-MM-DD.</source>
        <translation>日期格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="275"/>
        <source>Empty: the FIDE C.07 defaults of the pairing system.</source>
        <translation>留空：使用该编排制度的 FIDE C.07 默认顺序。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="322"/>
        <source>New section</source>
        <translation>新建组别</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="322"/>
        <source>Section settings</source>
        <translation>组别设置</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="324"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="325"/>
        <source>&amp;Pairing system:</source>
        <translation>编排制度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="326"/>
        <source>Acceleration:</source>
        <translation>加速编排：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="327"/>
        <source>Dutch edition:</source>
        <translation>荷兰制版本：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="328"/>
        <source>R&amp;ounds:</source>
        <translation>轮数(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="329"/>
        <source>R&amp;ules:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="330"/>
        <source>FIDE mode:</source>
        <translation>FIDE 模式：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="331"/>
        <source>&amp;Time control:</source>
        <translation>用时规定(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="332"/>
        <source>R&amp;ate of play:</source>
        <translation>比赛节奏(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="333"/>
        <source>&amp;Default time (minutes):</source>
        <translation>迟到弃权时限（分钟）(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="334"/>
        <source>&amp;Scoring (win, draw, loss):</source>
        <translation>计分（胜、和、负）(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="335"/>
        <source>T&amp;ie-breaks:</source>
        <translation>对比分(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="336"/>
        <source>Tie-break &amp;edition:</source>
        <translation>对比分版本(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="337"/>
        <source>Legend:</source>
        <translation>图例：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="338"/>
        <source>Cate&amp;gories:</source>
        <translation>分类(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="339"/>
        <source>Dra&amp;w offers:</source>
        <translation>提和(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="340"/>
        <source>&amp;Initial colour:</source>
        <translation>首轮颜色(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="341"/>
        <source>Fifty-move e&amp;xtension (classic 10.12):</source>
        <translation>五十回合延长(&amp;X)（旧规则 10.12）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="342"/>
        <source>P&amp;lace:</source>
        <translation>地点(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="343"/>
        <source>&amp;From:</source>
        <translation>开始日期(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="344"/>
        <source>To:</source>
        <translation>结束日期：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="345"/>
        <source>&amp;Chief arbiter:</source>
        <translation>裁判长(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="346"/>
        <source>Deputy arbiters:</source>
        <translation>副裁判长：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="356"/>
        <source>Swiss, FIDE Dutch system (C.04.3)</source>
        <translation>瑞士制，FIDE 荷兰制（C.04.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="357"/>
        <source>Round robin, Berger tables (C.05 Annex 1)</source>
        <translation>循环赛，贝格尔表（C.05 附件 1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="360"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="361"/>
        <source>Baku: virtual points for the top half (C.04.7)</source>
        <translation>巴库加速：上半区棋手加虚拟分（C.04.7）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="362"/>
        <source>2026 (C.04.3 in force from February 2026)</source>
        <translation>2026 年版（C.04.3，2026 年 2 月起施行）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="363"/>
        <source>2017 (C.04.3 in force until January 2026)</source>
        <translation>2017 年版（C.04.3，施行至 2026 年 1 月）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="365"/>
        <source>The edition of the FIDE Dutch rules the Swiss is paired and checked by; fixed once round 1 is paired.</source>
        <translation>本瑞士制比赛编排和检查所依据的国际棋联荷兰制版本；第 1 轮编排后不能更改。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="367"/>
        <source>FIDE Laws of Chess (2023)</source>
        <translation>国际棋联棋规（2023）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="368"/>
        <source>Classic (older Chinese rules)</source>
        <translation>传统规则（中国旧规则）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="369"/>
        <source>On (uncheck to leave; asks first)</source>
        <translation>开启（取消勾选即退出，会先确认）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="370"/>
        <source>Off (cannot be turned on again)</source>
        <translation>关闭（不能再开启）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="371"/>
        <source>Standard</source>
        <translation>标准棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="372"/>
        <source>Rapid</source>
        <translation>快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="373"/>
        <source>Blitz</source>
        <translation>超快棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="374"/>
        <source>as the rules say (FIDE 0, classic 60)</source>
        <translation>按规则默认（FIDE 0，传统 60）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="375"/>
        <source>as the pairing system says</source>
        <translation>按编排制度默认</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="376"/>
        <source>FIDE C.07 (2026)</source>
        <translation>FIDE C.07（2026 版）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="377"/>
        <source>FIDE C.07 (2023)</source>
        <translation>FIDE C.07（2023 版）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="378"/>
        <source>before 2023</source>
        <translation>2023 年以前</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="379"/>
        <source>Free</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="380"/>
        <source>Not before move:</source>
        <translation>不得早于第几步：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="381"/>
        <source>Only with the arbiter&apos;s consent</source>
        <translation>须经裁判同意</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="382"/>
        <source>Not drawn yet</source>
        <translation>尚未抽签</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="383"/>
        <source>White for the top player</source>
        <translation>种子选手执白</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="384"/>
        <source>Black for the top player</source>
        <translation>种子选手执黑</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="386"/>
        <source>The category standings: women, U12 (born in the event&apos;s year minus 12 or later), S50, U2000 (rated below 2000), 1600-1799 (a rating band), unrated; separated by commas.</source>
        <translation>分类排名：women（女子）、U12（出生年份不早于比赛年份减 12）、S50、U2000（等级分低于 2000）、1600-1799（等级分段）、unrated（无等级分）；用逗号分隔。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_dialog.cpp" line="389"/>
        <source>The organiser&apos;s raised counts for named endings, announced before the event (fixed once round 1 is paired), e.g. KRBvKR=100 (each side&apos;s king and pieces Q R B N P).</source>
        <translation>组织者赛前宣布的指定残局增加后的回合数（第 1 轮编排后不能再改），如 KRBvKR=100（每方的王及其棋子 Q R B N P）。</translation>
    </message>
</context>
<context>
    <name>gui::SectionPrizesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="25"/>
        <source>Prize table and check-in rule</source>
        <translation>奖项表与签到规则</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="30"/>
        <source>No prize table. For example:
tie = shared
category Overall = 1000 600 300
category Women women = 200 100</source>
        <translation>尚无奖项表。例如：
tie = shared
category Overall = 1000 600 300
category Women women = 200 100</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="34"/>
        <source>&amp;Load from a file...</source>
        <translation>从文件读入(&amp;L)...</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="38"/>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="39"/>
        <source> absence(s)</source>
        <translation> 次缺席</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="44"/>
        <source>&amp;Prize table (place and category prizes, the tie rule; README: Prizes):</source>
        <translation>奖项表(&amp;P)（名次奖、类别奖与同分规则；见 README 的 Prizes 一节）：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="49"/>
        <source>A player not checked in for a round gets a zero-point bye (C.04.2 3.3).</source>
        <translation>某轮未签到的棋手记零分轮空（C.04.2 3.3）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="54"/>
        <source>&amp;Withdraw a player after:</source>
        <translation>缺席达到以下次数即退赛(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="104"/>
        <source>Open a prize table</source>
        <translation>打开奖项表</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="105"/>
        <source>Prize tables (*.txt *.prizes);;All files (*)</source>
        <translation>奖项表 (*.txt *.prizes);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/section_prizes_dialog.cpp" line="109"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
</context>
<context>
    <name>gui::ShortcutsDialog</name>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="41"/>
        <source>Alt + underlined letters</source>
        <translation>Alt + 带下划线的字母</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="50"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="52"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="52"/>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="60"/>
        <source>Round › White won</source>
        <translation>轮次 › 白胜</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="61"/>
        <source>Round › Draw</source>
        <translation>轮次 › 和棋</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="62"/>
        <source>Round › Black won</source>
        <translation>轮次 › 黑胜</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="63"/>
        <source>Round › White won by forfeit</source>
        <translation>轮次 › 白方不战而胜</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="64"/>
        <source>Round › Black won by forfeit</source>
        <translation>轮次 › 黑方不战而胜</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="65"/>
        <source>Round › Double forfeit</source>
        <translation>轮次 › 双方弃权</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="66"/>
        <source>Round › Game of less than one move (not rated): White won, draw, Black won</source>
        <translation>轮次 › 不足一步的对局（不计等级分）：白胜、和棋、黑胜</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="68"/>
        <source>Round › Clear the result</source>
        <translation>轮次 › 清除结果</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="68"/>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="69"/>
        <source>Tabs › Next tab, previous tab</source>
        <translation>标签页 › 下一页、上一页</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="70"/>
        <source>Dialogs › Next field, previous field</source>
        <translation>对话框 › 下一字段、上一字段</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="71"/>
        <source>Dialogs › Field with an underlined letter</source>
        <translation>对话框 › 带下划线字母的字段</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/shortcuts_dialog.cpp" line="71"/>
        <source>Alt + the letter</source>
        <translation>Alt + 该字母</translation>
    </message>
</context>
<context>
    <name>gui::Standings</name>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="14"/>
        <source>No standings while an adjourned game is unresolved.</source>
        <translation>尚有封局未决，暂无排名。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="17"/>
        <source>The first round is being played: no standings before its results.</source>
        <translation>第一轮正在进行：结果录入前没有排名。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="20"/>
        <source>That round is not complete: no standings after it yet.</source>
        <translation>该轮尚未全部结束：还没有该轮后的排名。</translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="25"/>
        <source>No round has been paired yet.</source>
        <translation>尚未编排任何轮次。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/models/gui_standings.cpp" line="55"/>
        <source>Provisional: round %1 is being played, %n game(s) still without a result. These standings count the results entered so far; the standings of record (C.07) come after a complete round.</source>
        <translation>
            <numerusform>临时排名：第 %1 轮正在进行，尚有 %n 盘棋没有结果。本排名只计入已录入的结果；正式排名（C.07）在一轮全部结束后产生。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/models/gui_standings.cpp" line="75"/>
        <source>An adjourned game is unresolved: these are the standings after round %1, the last complete round.</source>
        <translation>尚有封局未决：以下是最后一个完整轮次（第 %1 轮）后的排名。</translation>
    </message>
</context>
<context>
    <name>gui::StandingsModel</name>
    <message>
        <location filename="../app/gui/models/standings_model.cpp" line="71"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
</context>
<context>
    <name>gui::StartPage</name>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="82"/>
        <source>Arbiter — chess tournament manager</source>
        <translation>Arbiter — 国际象棋赛事管理</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="83"/>
        <source>&amp;Recent event files:</source>
        <translation>最近的赛事文件(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="85"/>
        <source>No file opened yet. Start with a new event, or open an event file or a TRF file.</source>
        <translation>尚未打开文件。可新建赛事，或打开赛事文件或 TRF 文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="86"/>
        <source>&amp;New event...</source>
        <translation>新建赛事(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="87"/>
        <source>Open &amp;event file...</source>
        <translation>打开赛事文件(&amp;E)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/start_page.cpp" line="88"/>
        <source>Open &amp;TRF file...</source>
        <translation>打开 TRF 文件(&amp;T)...</translation>
    </message>
</context>
<context>
    <name>gui::TieBreaks</name>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="18"/>
        <source>Buchholz</source>
        <translation>布赫兹分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="20"/>
        <source>Fore Buchholz</source>
        <translation>前瞻布赫兹分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="22"/>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>对手布赫兹分平均值</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="24"/>
        <source>Sonneborn-Berger</source>
        <translation>索伯分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="26"/>
        <source>Progressive score</source>
        <translation>累进分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="28"/>
        <source>Koya</source>
        <translation>科亚分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="30"/>
        <source>Average rating of opponents</source>
        <translation>对手平均等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="32"/>
        <source>Tournament performance rating</source>
        <translation>赛事表现等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="34"/>
        <source>Perfect tournament performance</source>
        <translation>完美赛事表现分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="36"/>
        <source>Average performance rating of opponents</source>
        <translation>对手表现等级分平均值</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="38"/>
        <source>Average perfect performance of opponents</source>
        <translation>对手完美表现分平均值</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="40"/>
        <source>Number of wins</source>
        <translation>胜局数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="42"/>
        <source>Games won over the board</source>
        <translation>实战胜局数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="44"/>
        <source>Games played with Black</source>
        <translation>执黑局数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="46"/>
        <source>Games won with Black</source>
        <translation>执黑胜局数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="48"/>
        <source>Rounds elected to play</source>
        <translation>选择参赛的轮数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="50"/>
        <source>Standard points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="52"/>
        <source>Tournament pairing number</source>
        <translation>编排号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="54"/>
        <source>Own rating</source>
        <translation>本人等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="56"/>
        <source>Direct encounter</source>
        <translation>直接对局</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="69"/>
        <source>%1, median %2</source>
        <translation>%1，去掉最高和最低各 %2 个</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="73"/>
        <source>%1, lowest %2 cut</source>
        <translation>%1，去掉最低 %2 个</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="77"/>
        <source>%1, unrated counted as %2</source>
        <translation>%1，无等级分者按 %2 计</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="81"/>
        <source>%1, limit moved by %2 half-points</source>
        <translation>%1，界限移动 %2 个半分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/tiebreak_names.cpp" line="84"/>
        <source>%1, reversed</source>
        <translation>%1，逆序</translation>
    </message>
</context>
<context>
    <name>gui::Toolkit</name>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="13"/>
        <source>line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="23"/>
        <source>the list has no players</source>
        <translation>名单中没有棋手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="25"/>
        <source>the first line is not FIDE&apos;s header (&quot;ID Number      Name ...&quot;)</source>
        <translation>第一行不是 FIDE 名单的表头（&quot;ID Number      Name ...&quot;）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="28"/>
        <source>the header has no rating column (SRtng, RRtng, BRtng or a month)</source>
        <translation>表头没有等级分列（SRtng、RRtng、BRtng 或月份）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="31"/>
        <source>the FIDE id is not a number</source>
        <translation>FIDE 编号不是数字</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="33"/>
        <source>a rating must be blank or a whole number from 0 to 3500</source>
        <translation>等级分须为空或 0 到 3500 的整数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="36"/>
        <source>games, K or birth year is not a number</source>
        <translation>对局数、K 值或出生年份不是数字</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="38"/>
        <source>a &lt;player&gt; element is not closed</source>
        <translation>有 &lt;player&gt; 元素未闭合</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="40"/>
        <source>an &amp;...; entity that XML does not define</source>
        <translation>XML 未定义的 &amp;...; 实体</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="42"/>
        <source>the national list does not read as CSV with a header (as Import players reads)</source>
        <translation>全国名单不能读作带表头的 CSV（与导入棋手相同）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="54"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="64"/>
        <source>standard rating</source>
        <translation>标准棋等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="66"/>
        <source>rapid rating</source>
        <translation>快棋等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="68"/>
        <source>blitz rating</source>
        <translation>超快棋等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="70"/>
        <source>national rating</source>
        <translation>全国等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="72"/>
        <source>title</source>
        <translation>称号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="74"/>
        <source>federation</source>
        <translation>协会</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="84"/>
        <source>expected `tie = ...`, `precedence = ...` or `category NAME [conditions] = prizes`</source>
        <translation>应为 `tie = ...`、`precedence = ...` 或 `category 名称 [条件] = 奖项`</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="89"/>
        <source>tie is tie-break, shared or hort</source>
        <translation>tie 应为 tie-break、shared 或 hort</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="92"/>
        <source>precedence is higher or order</source>
        <translation>precedence 应为 higher 或 order</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="95"/>
        <source>a condition is women, born&gt;=YEAR, born&lt;=YEAR, rating&gt;=R or rating&lt;=R (a club: top=N)</source>
        <translation>条件应为 women、born&gt;=年份、born&lt;=年份、rating&gt;=R 或 rating&lt;=R（俱乐部类别：top=N）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="100"/>
        <source>a prize is an amount (e.g. 100 or 12.50) or a &quot;quoted item&quot;</source>
        <translation>奖项应为金额（如 100 或 12.50）或 &quot;带引号的奖品&quot;</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="104"/>
        <source>the category has no prizes</source>
        <translation>该类别没有奖项</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="107"/>
        <source>the table has no category</source>
        <translation>奖项表没有类别</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="110"/>
        <source>a quoted item is not closed</source>
        <translation>带引号的奖品缺少结束引号</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="119"/>
        <source>GM</source>
        <translation>特级大师</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="121"/>
        <source>IM</source>
        <translation>国际大师</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="123"/>
        <source>WGM</source>
        <translation>女子特级大师</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="125"/>
        <source>WIM</source>
        <translation>女子国际大师</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="134"/>
        <source>1.4.1 games</source>
        <translation>1.4.1 对局数</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="136"/>
        <source>1.4.3 other federations</source>
        <translation>1.4.3 其他协会</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="138"/>
        <source>1.4.4 own federation, at most 3/5</source>
        <translation>1.4.4 本协会对手至多 3/5</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="140"/>
        <source>1.4.4 one federation, at most 2/3</source>
        <translation>1.4.4 同一协会对手至多 2/3</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="142"/>
        <source>1.4.5a titleholders (CM, WCM not counted)</source>
        <translation>1.4.5a 有称号的对手（CM、WCM 不计）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="144"/>
        <source>1.4.5 holders of the title or above</source>
        <translation>1.4.5 持该称号或更高称号的对手</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="146"/>
        <source>1.4.8a average rating Ra</source>
        <translation>1.4.8a 平均等级分 Ra</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="148"/>
        <source>1.4.8b score in %</source>
        <translation>1.4.8b 得分率 %</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="150"/>
        <source>1.4.8 performance Rp</source>
        <translation>1.4.8 表现分 Rp</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="159"/>
        <source>matched</source>
        <translation>已对应</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="162"/>
        <source>matched, White and Black swapped in the file</source>
        <translation>已对应，文件中白方与黑方颠倒</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="165"/>
        <source>no round (choose the round or give a Round tag)</source>
        <translation>没有轮次（请选择轮次或在 Round 标签中注明）</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="167"/>
        <source>the round is not paired</source>
        <translation>该轮尚未编排</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="169"/>
        <source>no board of the round has these players</source>
        <translation>该轮没有这两名棋手的台次</translation>
    </message>
    <message>
        <location filename="../app/gui/text/toolkit_text.cpp" line="171"/>
        <source>several boards fit these names</source>
        <translation>有多个台次符合这些姓名</translation>
    </message>
</context>
<context>
    <name>gui::ToolkitMenu</name>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="65"/>
        <source>&amp;Forbidden pairs...</source>
        <translation>禁止相遇的棋手(&amp;F)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="66"/>
        <source>&amp;Prize table and check-in rule...</source>
        <translation>奖项表与签到规则(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="67"/>
        <source>&amp;Add from a rating list...</source>
        <translation>从等级分名单添加(&amp;A)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="68"/>
        <source>&amp;Update ratings from a list...</source>
        <translation>按名单更新等级分(&amp;U)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="69"/>
        <source>&amp;Check-in for the next round...</source>
        <translation>下一轮签到(&amp;C)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="70"/>
        <source>The round&apos;s &amp;games (PGN)...</source>
        <translation>本轮对局(PGN)(&amp;G)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="71"/>
        <source>Rep&amp;orts</source>
        <translation>报表(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="72"/>
        <source>&amp;Prizes...</source>
        <translation>奖项(&amp;P)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="73"/>
        <source>Title &amp;norms...</source>
        <translation>称号成绩(&amp;N)...</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="89"/>
        <source>Rating lists (*.txt *.xml *.csv);;All files (*)</source>
        <translation>等级分名单 (*.txt *.xml *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="125"/>
        <source>Add from a rating list</source>
        <translation>从等级分名单添加</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="141"/>
        <source>Update ratings from a list</source>
        <translation>按名单更新等级分</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="154"/>
        <source>Check-in</source>
        <translation>签到</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="156"/>
        <source>Every round of the section is paired.</source>
        <translation>本组所有轮次都已编排。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="175"/>
        <source>Prizes</source>
        <translation>奖项</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="178"/>
        <source>the section&apos;s prize table</source>
        <translation>本组的奖项表</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="181"/>
        <source>Open a prize table</source>
        <translation>打开奖项表</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="182"/>
        <source>Prize tables (*.txt *.prizes);;All files (*)</source>
        <translation>奖项表 (*.txt *.prizes);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="187"/>
        <source>Cannot open %1: it is missing or not readable.</source>
        <translation>无法打开 %1：文件不存在或不可读。</translation>
    </message>
    <message>
        <location filename="../app/gui/views/toolkit_menu.cpp" line="200"/>
        <source>The section&apos;s tie-break list does not read: see Section settings.</source>
        <translation>本组的对比分规则无法读取：请查看组别设置。</translation>
    </message>
</context>
<context>
    <name>gui::TrfError</name>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="14"/>
        <source>The file has no player lines (001).</source>
        <translation>文件中没有棋手行（001）。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="16"/>
        <source>The start number is not a number of 1 or more.</source>
        <translation>编号不是大于等于 1 的数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="18"/>
        <source>Two players have the same start number.</source>
        <translation>两名棋手的编号相同。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="20"/>
        <source>The start numbers do not run from 1 without gaps.</source>
        <translation>编号没有从 1 开始连续排列。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="23"/>
        <source>The rating is not a number.</source>
        <translation>等级分不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="25"/>
        <source>The points are not a number.</source>
        <translation>积分不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="27"/>
        <source>The rank is not a number.</source>
        <translation>名次不是数字。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="29"/>
        <source>The opponent is not a start number.</source>
        <translation>对手不是有效的编号。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="31"/>
        <source>The opponent has no player line.</source>
        <translation>对手没有对应的棋手行。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="33"/>
        <source>A player is paired with himself.</source>
        <translation>有棋手与自己配对。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="35"/>
        <source>The colour is not w, b or -.</source>
        <translation>执色不是 w、b 或 -。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="37"/>
        <source>The result code is unknown.</source>
        <translation>结果代码无法识别。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="39"/>
        <source>A game result (1 = 0 W D L X ?) has no opponent.</source>
        <translation>对局结果（1 = 0 W D L X ?）没有对手。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="45"/>
        <source>A point value is not a multiple of one half, or does not fit its columns (100 points or more).</source>
        <translation>分值不是 0.5 的整数倍，或超出其所在栏位（100 分及以上）。</translation>
    </message>
    <message>
        <source>A played result has no opponent.</source>
        <translation type="vanished">已赛结果缺少对手。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="41"/>
        <source>A round block is not in its columns.</source>
        <translation>某轮数据块未对齐到规定的列。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="43"/>
        <source>A record holds a value that cannot be read.</source>
        <translation>某条记录的值无法读取。</translation>
    </message>
    <message>
        <source>A point value is not a multiple of one half.</source>
        <translation type="vanished">积分值不是 0.5 的整数倍。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="49"/>
        <source>A round block lies past the planned number of rounds.</source>
        <translation>有一个轮次数据块超出了计划轮数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="52"/>
        <source>A round block lies past round 999.</source>
        <translation>有一个轮次数据块超出了第 999 轮。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="54"/>
        <source>A bye is given for a round past the planned number of rounds.</source>
        <translation>轮空记录所指的轮次超出了计划的轮数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="57"/>
        <source>A prohibited pairing (260) starts in a round past the planned number of rounds.</source>
        <translation>禁止相遇记录（260）的起始轮次超出了计划轮数。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="61"/>
        <source>This initial colour (XXC or 152) contradicts the one given on an earlier line.</source>
        <translation>此初始颜色（XXC 或 152）与前面一行给出的初始颜色矛盾。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="65"/>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
    </message>
    <message>
        <location filename="../app/gui/text/trf_error_text.cpp" line="71"/>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
</context>
<context>
    <name>gui::Undo</name>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="18"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>There is nothing left to undo.</source>
        <translation type="vanished">没有可撤销的操作。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="26"/>
        <source>This will undo:
%1
done by %2 at %3 (log no. %4).

Undo it?</source>
        <translation>将要撤销：
%1
由 %2 于 %3 操作（日志第 %4 条）。

确定撤销吗？</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/undo_prompt.cpp" line="40"/>
        <source>

Undo it anyway?</source>
        <translation>

仍要撤销吗？</translation>
    </message>
</context>
<context>
    <name>gui::UnsealDialog</name>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="52"/>
        <source>Open an envelope</source>
        <translation>拆封</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="58"/>
        <source>Round %1, board %2: %3 - %4</source>
        <translation>第 %1 轮第 %2 台：%3 - %4</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="67"/>
        <source>The sealer was present by the default time</source>
        <translation>封棋方在迟到弃权时间内到场</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="69"/>
        <source>The replier was present by the default time</source>
        <translation>应着方在迟到弃权时间内到场</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="71"/>
        <source>The envelope is lost (I.12)</source>
        <translation>信封遗失（I.12）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="73"/>
        <source>the move the sealer says he sealed (I.12.1)</source>
        <translation>封棋方声称所封的着法（I.12.1）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="75"/>
        <source>The position cannot be re-established: annul the game (I.12.2)</source>
        <translation>局面无法恢复：对局作废（I.12.2）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="77"/>
        <source>the replier&apos;s reply, sealed in a new envelope (I.9.3)</source>
        <translation>应着方的应着，封入新信封（I.9.3）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="79"/>
        <source>The present player&apos;s flag fell while the sealer was absent</source>
        <translation>封棋方缺席期间，到场一方落旗</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="82"/>
        <source>&amp;Correct the clocks (Guidelines I.13)</source>
        <translation>校正棋钟(&amp;C)（指南 I.13）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="87"/>
        <source>h:mm:ss</source>
        <translation>时:分:秒</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="89"/>
        <source>The error was pointed out after a player&apos;s first move</source>
        <translation>错误是在一方走出第一步之后才指出的</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="92"/>
        <source>classic rules (14.6): why the consequences would be very severe</source>
        <translation>旧规则 14.6：后果为何会非常严重</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="94"/>
        <source>White&apos;s correct used time:</source>
        <translation>白方正确的已用时间：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="95"/>
        <source>Black&apos;s correct used time:</source>
        <translation>黑方正确的已用时间：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="97"/>
        <source>Reason:</source>
        <translation>理由：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="106"/>
        <source>&amp;Open the envelope</source>
        <translation>拆封(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="110"/>
        <source>Envelope:</source>
        <translation>信封：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="115"/>
        <source>Stated move:</source>
        <translation>声称的着法：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="117"/>
        <source>Sealed reply:</source>
        <translation>封入的应着：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="119"/>
        <source>Your reading:</source>
        <translation>您的判读：</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="214"/>
        <source>No envelope of this section is waiting to be opened.</source>
        <translation>本组没有待拆封的封棋信封。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="223"/>
        <source>Move %1 sealed by %2. Time used: White %3, Black %4.</source>
        <translation>第 %1 步由 %2 封棋。已用时间：白方 %3，黑方 %4。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="227"/>
        <source>A draw offer by %1 is open (I.4).</source>
        <translation>%1 的求和仍然有效（I.4）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="231"/>
        <source>Resumes %1 %2.</source>
        <translation>续赛：%1 %2。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="254"/>
        <source>The position before the sealed move</source>
        <translation>封棋着法之前的局面</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="255"/>
        <source>The position after the sealed move</source>
        <translation>封棋着法之后的局面</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="262"/>
        <source>Used times are written h:mm or h:mm:ss.</source>
        <translation>已用时间写作 时:分 或 时:分:秒。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="269"/>
        <source>After the first move the clocks are corrected only when the arbiter states why the consequences would be very severe (classic 14.6).</source>
        <translation>走出第一步之后，只有裁判说明将引起非常严重后果的理由，才可校正棋钟（旧规则 14.6）。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/unseal_dialog.cpp" line="282"/>
        <source>The clocks are corrected first: White %1, Black %2 used.</source>
        <translation>先校正棋钟：白方已用 %1，黑方已用 %2。</translation>
    </message>
</context>
<context>
    <name>gui::WorkingDialog</name>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="31"/>
        <source>How the tie-breaks are made</source>
        <translation>对比分的计算</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="32"/>
        <source>%1 (%2), after round %3. A cut value is in brackets.</source>
        <translation>%1（%2），第 %3 轮后。被去掉的值放在括号内。</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Tie-break / round</source>
        <translation>对比分 / 轮次</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="40"/>
        <source>Opponent&apos;s value</source>
        <translation>对手的值</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Own points</source>
        <translation>本人得分</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Adds</source>
        <translation>计入</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="41"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="61"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="64"/>
        <source>dummy opponent (C.07 16.4)</source>
        <translation>虚拟对手（C.07 16.4）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="66"/>
        <source>virtual opponent</source>
        <translation>虚拟对手（2023 年前规则）</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="69"/>
        <source>%1 for %2</source>
        <translation>%1，代替 %2</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="78"/>
        <source>cut</source>
        <translation>去掉</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/working_dialog.cpp" line="79"/>
        <source>voluntarily unplayed (VUR, C.07 16.2)</source>
        <translation>自愿未赛轮次（VUR，C.07 16.2）</translation>
    </message>
</context>
</TS>
