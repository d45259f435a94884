<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
<context>
    <name>Areas</name>
    <message>
        <source>Play</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>コンピューターと対局</translation>
    </message>
    <message>
        <source>Sit down at a table with three computer opponents and play a full game under any of the six rule profiles.</source>
        <translation>3人のコンピューターと卓を囲み、6種類のルールから選んで1ゲーム対局できます。</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>点数計算</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>手牌の点数計算</translation>
    </message>
    <message>
        <source>Enter a hand and the situation it was won in, then see every scoring pattern, the total value and who pays whom.</source>
        <translation>手牌と和了時の状況を入力すると、成立するすべての役、合計点数、誰が誰に支払うかを確認できます。</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>スコアブック</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>実際の卓で打った各局を記録します。支払いと順位はローカルのデータベースに保存され、エクスポートできます。</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>An explainer page for each rule profile: how a hand is won, what scores and who pays.</source>
        <translation>各ルールの解説ページ：和了の条件、点数になる役、誰が支払うか。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong</source>
        <translation>麻雀</translation>
    </message>
    <message>
        <source>Sichuan · Hong Kong</source>
        <translation>四川・香港</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>麻雀について(&amp;A)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>言語を{0}に切り替えました。</translation>
    </message>
    <message>
        <source>About Mahjong</source>
        <translation>麻雀について</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>バージョン {0}</translation>
    </message>
    <message>
        <source>Sichuan Bloody and Hong Kong mahjong: play against the computer, score hands and keep a scorebook for your table.</source>
        <translation>四川麻雀（血戦到底）と香港麻雀：コンピューターとの対局、点数計算、実際の卓の成績記録ができます。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <source>Coming soon</source>
        <translation>近日公開</translation>
    </message>
</context>
</TS>
