<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Areas</name>
    <message>
        <source>Play</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>人机对局</translation>
    </message>
    <message>
        <source>Sit down at a table with three computer opponents and play a full game under any of the six rule profiles.</source>
        <translation>与三名电脑对手同桌，按六套规则中的任意一套打一场完整的牌局。</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>算番</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <source>Enter a hand and the situation it was won in, then see every scoring pattern, the total value and who pays whom.</source>
        <translation>输入一手牌和胡牌时的情形，即可查看所有番种、总分以及谁付给谁。</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>记分本</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>记录真实牌桌上打的每一局。结算与排名保存在本地数据库中，并可导出。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>An explainer page for each rule profile: how a hand is won, what scores and who pays.</source>
        <translation>每套规则都配有一篇讲解：怎样才算胡牌、哪些牌型计分、由谁付钱。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong</source>
        <translation>麻将</translation>
    </message>
    <message>
        <source>Sichuan · Hong Kong</source>
        <translation>四川 · 香港</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>关于麻将(&amp;A)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>语言已切换为{0}。</translation>
    </message>
    <message>
        <source>About Mahjong</source>
        <translation>关于麻将</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <source>Sichuan Bloody and Hong Kong mahjong: play against the computer, score hands and keep a scorebook for your table.</source>
        <translation>四川血战到底与香港麻将：与电脑对战、计算番数，并为你的牌桌记分。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <source>Coming soon</source>
        <translation>即将推出</translation>
    </message>
</context>
</TS>
