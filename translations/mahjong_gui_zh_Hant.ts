<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Areas</name>
    <message>
        <source>Play</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>人機對局</translation>
    </message>
    <message>
        <source>Sit down at a table with three computer opponents and play a full game under any of the six rule profiles.</source>
        <translation>與三名電腦對手同桌，按六套規則中的任何一套打一場完整的牌局。</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>計番</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>計番器</translation>
    </message>
    <message>
        <source>Enter a hand and the situation it was won in, then see every scoring pattern, the total value and who pays whom.</source>
        <translation>輸入一手牌和胡牌時的情況，即可查看所有番種、總分以及誰付給誰。</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>記分簿</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>記錄真實牌桌上打的每一局。結算與排名儲存在本機資料庫中，並可匯出。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>An explainer page for each rule profile: how a hand is won, what scores and who pays.</source>
        <translation>每套規則都配有一篇講解：怎樣才算胡牌、哪些牌型計分、由誰付錢。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong</source>
        <translation>麻將</translation>
    </message>
    <message>
        <source>Sichuan · Hong Kong</source>
        <translation>四川 · 香港</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>關於麻將(&amp;A)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>語言已切換為{0}。</translation>
    </message>
    <message>
        <source>About Mahjong</source>
        <translation>關於麻將</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <source>Sichuan Bloody and Hong Kong mahjong: play against the computer, score hands and keep a scorebook for your table.</source>
        <translation>四川血戰到底與香港麻將：與電腦對戰、計算番數，並為你的牌桌記分。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <source>Coming soon</source>
        <translation>即將推出</translation>
    </message>
</context>
</TS>
