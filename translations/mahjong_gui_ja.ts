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
        <source>Learn</source>
        <translation>学ぶ</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>How to play and score each ruleset, step by step, with worked examples, a comparison, a glossary and answers to common questions.</source>
        <translation>各ルールの遊び方と点数計算を順を追って解説します。計算例、ルールの比較、用語集、よくある質問もあります。</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>練習問題</translation>
    </message>
    <message>
        <source>Short exercises made by the engine: which tile to discard, what a hand waits on, what it is worth, who pays at the wall&apos;s end. Wrong answers come back sooner.</source>
        <translation>エンジンが作る短い練習問題：何を切るか、何待ちか、いくらになるか、流局精算で誰が誰に払うか。間違えた問題は早めにまた出ます。</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina：親の無番和ツモ（例1）</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina：対々和をツモ（例2）</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL：1人和了後の清一色（例3）</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>雀魂：1飜のツモ和了（例6）</translation>
    </message>
    <message>
        <source>Competition: pure all pongs, 3 fan (example 7)</source>
        <translation>競技ルール：清対、3飜（例7）</translation>
    </message>
    <message>
        <source>MIL: dragon seven pairs on a discard</source>
        <translation>MIL：龍七対をロン</translation>
    </message>
    <message>
        <source>mahjchina: golden hook on a kong bloom</source>
        <translation>mahjchina：金勾釣の嶺上開花</translation>
    </message>
    <message>
        <source>Mahjong Soul: eighteen arhats</source>
        <translation>雀魂：十八羅漢</translation>
    </message>
    <message>
        <source>Hong Kong Modern: South wins 5 faan on West&apos;s discard</source>
        <translation>香港現代：南家が西家から5飜でロン</translation>
    </message>
    <message>
        <source>Hong Kong Classical: South self-draws 5 faan</source>
        <translation>香港古典：南家が5飜でツモ</translation>
    </message>
    <message>
        <source>Click to remove; shift-click to make it the winning tile</source>
        <translation>クリックで削除、Shift+クリックで和了牌に指定</translation>
    </message>
    <message>
        <source>Enter a hand: click the tiles above, or type it (e.g. 123456m234p789p55m). The last tile is the winning tile.</source>
        <translation>手牌を入力：上の牌をクリックするか、文字で入力します（例：123456m234p789p55m）。最後の牌が和了牌です。</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>まず和了形の手牌を入力してください</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <extracomment>a player&apos;s name, who deals this hand (&quot;An (dealer)&quot;)</extracomment>
        <translation>%1（親）</translation>
    </message>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation>
            <numerusform>入力した牌：%n 枚。和了には14枚必要で、13枚なら待ち牌を表示します（槓子は3枚と数えます）。</numerusform>
        </translation>
    </message>
    <message>
        <source>limit</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>役</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>支払</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受取</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a player&apos;s name and their seat wind (&quot;Bình (South)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>待ち牌</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>収支</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>計算例</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Send to scorebook</source>
        <translation>スコアブックに送る</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>手牌：</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>例：123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Tiles (click to add)</source>
        <translation>牌（クリックで追加）</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>小明槓</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Your hand (the highlighted tile is the winning tile)</source>
        <translation>手牌（強調表示の牌が和了牌）</translation>
    </message>
    <message>
        <source>Click a tile to remove it, shift-click to make it the winning tile. Melds: choose a kind, then a tile.</source>
        <translation>牌をクリックで削除、Shift+クリックで和了牌に指定。副露：種類を選んでから牌を選びます。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>和了状況</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>和了者：</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>親：</translation>
    </message>
    <message>
        <source>Still in:</source>
        <translation>未和了者：</translation>
    </message>
    <message>
        <source>Void suit:</source>
        <translation>不使用宣言：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on Bình&apos;s discard</source>
        <translation>mahjchina：同じ手をBìnhからロン</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with Dũng already out</source>
        <translation>mahjchina：Dũngが和了済みの状態でツモ</translation>
    </message>
    <message>
        <source>“%1” (character %2) is not a tile letter: write digits followed by m, p or s (z for honours, f for bonus tiles).</source>
        <translation>「%1」（%2 文字目）は牌の文字ではありません：数字のあとに m、p、s を付けて書きます（字牌は z、花牌は f）。</translation>
    </message>
    <message>
        <source>“%1” (character %2) has no digit before it: write 5m, not m5.</source>
        <translation>「%1」（%2 文字目）の前に数字がありません：m5 ではなく 5m と書きます。</translation>
    </message>
    <message>
        <source>The digits at character %2 have no suit letter after them (m, p or s).</source>
        <translation>%2 文字目の数字のあとに色の文字（m、p、s）がありません。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0 (character %2).</source>
        <translation>0 の牌はありません（%2 文字目）。</translation>
    </message>
    <message>
        <source>There is no tile %1 (character %2).</source>
        <translation>%1 という牌はありません（%2 文字目）。</translation>
    </message>
    <message>
        <source>Too many %1: there are only four of each tile.</source>
        <translation>%1 が多すぎます：同じ牌は4枚しかありません。</translation>
    </message>
    <message>
        <source>%1 appears twice: there is one of each bonus tile.</source>
        <translation>%1 が2回出ています：花牌は各1枚です。</translation>
    </message>
    <message>
        <source>“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m or chow:3m.</source>
        <translation>「%1」は副露ではありません：pong:5m、kong:5m、addkong:5m、ankong:5m、chow:3m のように書きます。</translation>
    </message>
    <message>
        <source>“%1” must name one suit or honour tile, as in pong:5m.</source>
        <translation>「%1」には数牌か字牌を1枚だけ書きます（例：pong:5m）。</translation>
    </message>
    <message>
        <source>There is no %1: a chow is three tiles in a row of one suit, written by its lowest tile, 1 to 7 (chow:7m is 7-8-9).</source>
        <translation>%1 はありません：チーは同じ色の連続する3枚で、いちばん小さい牌（1〜7）で書きます（chow:7m は 7-8-9）。</translation>
    </message>
    <message>
        <source>The hand text is too long: at most %1 characters are read.</source>
        <translation>手牌の文字列が長すぎます：読み取るのは %1 文字までです。</translation>
    </message>
    <message>
        <source>%1 is an honour tile: %2 is played with characters, dots and bamboo only.</source>
        <translation>%1 は字牌です：%2 では萬子・筒子・索子だけを使います。</translation>
    </message>
    <message>
        <source>%2 has no chows: %1 cannot be declared.</source>
        <translation>%2 にはチーがありません：%1 は宣言できません。</translation>
    </message>
    <message>
        <source>%2 has no bonus tiles: %1 cannot be added.</source>
        <translation>%2 には花牌がありません：%1 は加えられません。</translation>
    </message>
    <message>
        <source>A hand has at most 14 tiles (a kong counts as 3); this one would have more. Remove a tile first.</source>
        <translation>手牌は最大14枚です（槓子は3枚と数えます）。これ以上は入りません。先に1枚外してください。</translation>
    </message>
    <message>
        <source>The hand text has an error: correct it or clear it before adding or removing tiles.</source>
        <translation>手牌の文字列に誤りがあります：牌を足したり外したりする前に、直すか消してください。</translation>
    </message>
    <message>
        <source>No %1 left: all four are in the hand already.</source>
        <translation>%1 はもうありません：4枚とも手牌にあります。</translation>
    </message>
    <message>
        <source>A pong of %1 needs three free copies, and only %2 are left.</source>
        <translation>%1 のポンには空いている牌が3枚必要ですが、残りは %2 枚です。</translation>
    </message>
    <message>
        <source>A kong of %1 needs all four copies, and only %2 are left.</source>
        <translation>%1 のカンには4枚すべてが必要ですが、残りは %2 枚です。</translation>
    </message>
    <message>
        <source>No %1 left for this chow: all four are in the hand already.</source>
        <translation>このチーに使う %1 がありません：4枚とも手牌にあります。</translation>
    </message>
    <message>
        <source>These rules have no such event.</source>
        <translation>このルールにはその偶然役はありません。</translation>
    </message>
    <message>
        <source>Kong bloom cannot happen here: it is a self-draw of the tile taken after your own kong, so it needs a self-draw and a kong among your melds.</source>
        <translation>ここでは嶺上開花になりません：自分のカンのあとに引いた牌でのツモなので、ツモであり、副露にカンが必要です。</translation>
    </message>
    <message>
        <source>A replacement tile cannot be won here: it is drawn after a kong or a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile.</source>
        <translation>ここでは嶺上開花になりません：補充牌はカンか花牌のあとに引くので、ツモであり、副露のカンか花牌が必要です。</translation>
    </message>
    <message>
        <source>Kong discard cannot happen here: it is a win on the tile another player discards right after their kong, so it needs a win on a discard.</source>
        <translation>ここでは嶺上放銃になりません：他家がカンの直後に捨てた牌でのロンなので、ロンでなければなりません。</translation>
    </message>
    <message>
        <source>Last tile cannot happen here: no kong can be robbed once the wall is empty, and Hong Kong counts the last tile only when it is self-drawn.</source>
        <translation>ここでは海底になりません：牌山が尽きたあとは搶槓できず、香港ルールでは海底はツモのときだけ数えます。</translation>
    </message>
    <message>
        <source>Heavenly cannot happen here: it is the dealer winning on the dealt hand, a self-draw by the dealer with no melds.</source>
        <translation>ここでは天和になりません：親が配牌のまま和了すること、つまり副露なしの親のツモです。</translation>
    </message>
    <message>
        <source>Earthly cannot happen here: it is a player other than the dealer winning at their first turn, before any meld (on their first draw, or in most rules on the dealer&apos;s first discard).</source>
        <translation>ここでは地和になりません：親以外が最初の番に、副露が出る前に和了することです（最初のツモ、または多くのルールでは親の第一打でのロン）。</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>嶺上放銃</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Heavenly</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Earthly</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>no honour tiles</source>
        <translation>字牌なし</translation>
    </message>
    <message>
        <source>no chows</source>
        <translation>チーなし</translation>
    </message>
    <message>
        <source>event impossible</source>
        <translation>偶然役が成立しない</translation>
    </message>
    <message>
        <source>robbed tile held</source>
        <translation>搶槓の牌を持っている</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>%1 does not have everything that was entered; removed: %2.</source>
        <translation>%1 では入力した内容の一部が使えません。外したもの：%2。</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session. The session uses its own dealer, players still in and prevailing wind, so its numbers can differ from these.</source>
        <translation>この和了をスコアブックの現在のセッションに記録します。セッションは独自の親・未和了者・場風を使うため、そちらの点数はここと異なることがあります。</translation>
    </message>
    <message>
        <source>These 13 tiles are ready: the tiles that win are listed with the copies you cannot see and what each is worth.</source>
        <translation>この13枚はテンパイです：和了牌を、見えていない残り枚数とそれぞれの点数とともに示します。</translation>
    </message>
    <message>
        <source>%1 (replaced by %2)</source>
        <translation>%1（%2 に置き換え）</translation>
    </message>
    <message>
        <source>%1 faan, base %2</source>
        <translation>%1飜、基本点 %2</translation>
    </message>
    <message>
        <source>(limit: %1 faan counted as %2)</source>
        <translation>（満貫：%1飜を%2飜として計算）</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>点数：%1</translation>
    </message>
    <message>
        <source>(capped from %1 to %2 %3)</source>
        <translation>（上限：%1 から %2 %3 に）</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>根：%1</translation>
    </message>
    <message>
        <source>Without the house rules (%1): %2</source>
        <translation>ハウスルールなし（%1）：%2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>残り</translation>
    </message>
    <message>
        <source>Best wait</source>
        <translation>最高点</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>待ち牌</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <source>Copy the hand and its result as text</source>
        <translation>手牌と結果をテキストでコピー</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>放銃者：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>偶然役：</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>場風：</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>%1 (%2 left): %3</source>
        <translation>%1（残り %2 枚）：%3</translation>
    </message>
    <message>
        <source>Won on a replacement tile</source>
        <translation>嶺上開花（カンの嶺上牌か花牌の補充牌でツモ）</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>チー</translation>
    </message>
    <message>
        <source>Waits and what each is worth</source>
        <translation>待ち牌とそれぞれの点数</translation>
    </message>
    <message>
        <source>The same hand under every profile</source>
        <translation>同じ手の各ルールでの結果</translation>
    </message>
</context>
<context>
    <name>ChowChooser</name>
    <message>
        <source>Which chow? (1-{0}, arrows and Enter, Esc: back)</source>
        <translation>どのチーにしますか？（1-{0}、矢印キーと Enter、Esc：戻る）</translation>
    </message>
</context>
<context>
    <name>DrillExplanation</name>
    <message>
        <source>Best: %1</source>
        <translation>最善：%1</translation>
    </message>
    <message numerus="yes">
        <source>shanten %1, %n improving tile(s):</source>
        <translation>
            <numerusform>%1 向聴、受け入れ %n 枚：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (your answer)</source>
        <translation>%1（あなたの答え）</translation>
    </message>
    <message>
        <source>Picked but not a wait:</source>
        <translation>選んだが待ちではない牌：</translation>
    </message>
    <message>
        <source>Waits you missed:</source>
        <translation>見落とした待ち：</translation>
    </message>
    <message>
        <source>This hand waits on nothing.</source>
        <translation>この手に待ち牌はありません。</translation>
    </message>
    <message>
        <source>not enough to win</source>
        <translation>和了に足りない</translation>
    </message>
    <message>
        <source>%1 %2, %3 from the discarder</source>
        <translation>%1 %2、放銃者が %3 を支払う</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation>
            <numerusform>残り %n 枚；</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>面子の分け方：</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>Your answer: %1 %2; %3</source>
        <translation>あなたの答え：%1 %2；%3</translation>
    </message>
    <message>
        <source>flower pig</source>
        <translation>花豚</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>テンパイ、点数 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Kong money paid earlier (not part of the answer):</source>
        <translation>先に支払われた槓の点数（答えには含まない）：</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>あなたの答え：%1</translation>
    </message>
    <message>
        <source>Ready: it waits on</source>
        <translation>テンパイ：待ちは</translation>
    </message>
    <message>
        <source>Not ready: no tile completes it.</source>
        <translation>ノーテン：完成させる牌はありません。</translation>
    </message>
    <message>
        <source>A flower pig.</source>
        <translation>花豚です。</translation>
    </message>
    <message>
        <source>Not a flower pig.</source>
        <translation>花豚ではありません。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding a tile of its void suit is a flower pig.</source>
        <translation>このルールでは、不使用宣言した色の牌が残っている手は花豚です。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding all three suits is a flower pig.</source>
        <translation>このルールでは、三色すべてが残っている手は花豚です。</translation>
    </message>
    <message>
        <source>The review: %1. Best: %2.</source>
        <translation>検討：%1。最善：%2。</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 rank points (%4 futures)</source>
        <translation>%1：%2 ± %3 順位点（試行 %4 回）</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 points (%4 futures)</source>
        <translation>%1：%2 ± %3 点（試行 %4 回）</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 rank points on average.</source>
        <translation>対局では平均 %1 ± %2 順位点の損でした。</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 points on average.</source>
        <translation>対局では平均 %1 ± %2 点の損でした。</translation>
    </message>
    <message>
        <source>%1 %2; the discarder pays %3.</source>
        <translation>%1 %2；放銃者が %3 を支払う。</translation>
    </message>
    <message>
        <source>%1 %2; each payer pays %3.</source>
        <translation>%1 %2；支払う人はそれぞれ %3 を支払う。</translation>
    </message>
    <message>
        <source>%1 %2; the winner receives %3 in all.</source>
        <translation>%1 %2；和了者は合計 %3 を受け取る。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 が %2 に %3 を支払う（%4）</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>支払いはありません。</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>Which discard</source>
        <translation>何切る</translation>
    </message>
    <message>
        <source>What are the waits</source>
        <translation>待ちは何</translation>
    </message>
    <message>
        <source>What is it worth</source>
        <translation>何点か</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>流局精算</translation>
    </message>
    <message>
        <source>Ready or not</source>
        <translation>テンパイか</translation>
    </message>
    <message>
        <source>Flower pig or not</source>
        <translation>花豚か</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>あなたのミス</translation>
    </message>
    <message>
        <source>Level 1: fewer suits, no melds</source>
        <translation>レベル 1：色が少なく副露なし</translation>
    </message>
    <message>
        <source>Level 2: melds</source>
        <translation>レベル 2：副露あり</translation>
    </message>
    <message>
        <source>Level 3: seven pairs, roots, events</source>
        <translation>レベル 3：七対子・根・偶然役</translation>
    </message>
    <message>
        <source>Level 4: tiles seen elsewhere, players gone out</source>
        <translation>レベル 4：場に見えている牌・抜けた席</translation>
    </message>
    <message>
        <source>The drills file was written by a newer version of the app; your answers are not being kept.</source>
        <translation>練習ファイルは新しいバージョンのアプリで書かれています。解答は保存されません。</translation>
    </message>
    <message>
        <source>The drills file is busy (another program is writing it); try again.</source>
        <translation>練習ファイルは使用中です（別のプログラムが書き込み中）。もう一度お試しください。</translation>
    </message>
    <message>
        <source>No drill could be made (%1).</source>
        <translation>練習問題を作れませんでした（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation>
            <numerusform>今は復習する問題はありません。今日のうちに %n 問がまた出てきます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing more is due today. Come back tomorrow.</source>
        <translation>今日の復習はこれで終わりです。また明日どうぞ。</translation>
    </message>
    <message>
        <source>Today&apos;s review</source>
        <translation>今日の復習</translation>
    </message>
    <message>
        <source>%1 with house rules</source>
        <translation>%1（ハウスルール）</translation>
    </message>
    <message>
        <source>%1 · %2 · level %3</source>
        <translation>%1 · %2 · レベル %3</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s review (%n left): %1</source>
        <translation>
            <numerusform>今日の復習（残り %n 問）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Which tile do you discard? Arrows and Enter, or a click.</source>
        <translation>どの牌を切りますか？矢印キーと Enter、またはクリックで。</translation>
    </message>
    <message>
        <source>Which tiles does this hand wait on? Pick every one (arrows and Space, or clicks), then Enter.</source>
        <translation>この手の待ちはどれですか？すべて選んで（矢印キーとスペース、またはクリック）、Enter を押します。</translation>
    </message>
    <message>
        <source>What is this win worth? Type the %1 and each seat&apos;s gain or loss, then Enter.</source>
        <translation>この和了は何点ですか？%1の数と各席の得失点を入力して Enter を押します。</translation>
    </message>
    <message>
        <source>The wall is empty. Type each seat&apos;s gain or loss at the wall&apos;s end, then Enter.</source>
        <translation>牌山が尽きました。流局時の各席の得失点を入力して Enter を押します。</translation>
    </message>
    <message>
        <source>Is this hand ready? Y or N.</source>
        <translation>この手はテンパイですか？Y か N。</translation>
    </message>
    <message>
        <source>Is this hand a flower pig at the wall&apos;s end? Y or N.</source>
        <translation>流局時、この手は花豚ですか？Y か N。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do? A click on a tile discards it.</source>
        <translation>あなたが打った対局のある場面：どうしますか？牌をクリックすると打牌します。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do?</source>
        <translation>あなたが打った対局のある場面：どうしますか？</translation>
    </message>
    <message>
        <source>Seen elsewhere:</source>
        <translation>場に見えている牌：</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>不使用宣言：%1</translation>
    </message>
    <message>
        <source>On offer: %1</source>
        <translation>出ている牌：%1</translation>
    </message>
    <message>
        <source>You played: %1</source>
        <translation>あなたの選択：%1</translation>
    </message>
    <message>
        <source>%1 wins by self-draw.</source>
        <translation>%1 がツモ和了。</translation>
    </message>
    <message>
        <source>%1 wins on the discard of %2.</source>
        <translation>%1 が %2 の捨て牌でロン和了。</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>親：%1</translation>
    </message>
    <message>
        <source>Already out: %1</source>
        <translation>和了済みで抜けた席：%1</translation>
    </message>
    <message>
        <source>Prevailing wind: %1</source>
        <translation>場風：%1</translation>
    </message>
    <message>
        <source>Flowers and seasons: %1</source>
        <translation>花牌：%1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>偶然役：%1</translation>
    </message>
    <message>
        <source>The winning tile is outlined.</source>
        <translation>和了牌は枠で囲まれています。</translation>
    </message>
    <message>
        <source>Paid earlier: %1 of %2</source>
        <translation>先に支払い済み：%2 の%1</translation>
    </message>
    <message>
        <source>%1: won earlier, out</source>
        <translation>%1：和了済みで抜け</translation>
    </message>
    <message>
        <source>%1 (void %2)</source>
        <translation>%1（不使用宣言：%2）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>はい (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>いいえ (N)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解。</translation>
    </message>
    <message>
        <source>Right: nearly as good as the best.</source>
        <translation>正解：最善とほぼ同じです。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正解。</translation>
    </message>
    <message>
        <source>The drills file cannot be used (%1); your answers are not being kept.</source>
        <translation>練習ファイルを使えません（%1）。解答は保存されません。</translation>
    </message>
    <message>
        <source>The rules of %1 in Learn</source>
        <translation>「学ぶ」で%1のルールを見る</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>あなたの成績</translation>
    </message>
    <message>
        <source>Answers per day (right in green)</source>
        <translation>1日ごとの解答数（緑は正解）</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation>
            <numerusform>連続正解：%n 問</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right (%4%)</source>
        <translation>%1：%3 問中 %2 問正解（%4%）</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>まだ解答はありません。</translation>
    </message>
    <message>
        <source>Due now: %1 · new: %2</source>
        <translation>復習期限：%1 · 新規：%2</translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation>
            <numerusform>復習するミス：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>ルール：</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>練習：</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル：</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>新しい問題</translation>
    </message>
    <message>
        <source>Hard (1)</source>
        <translation>難しい (1)</translation>
    </message>
    <message>
        <source>Good (2)</source>
        <translation>普通 (2)</translation>
    </message>
    <message>
        <source>Easy (3)</source>
        <translation>簡単 (3)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>次へ (Enter)</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>流局精算</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>和了者：</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>On a discard from</source>
        <translation>ロン（放銃者）</translation>
    </message>
    <message>
        <source>Robbing a kong of</source>
        <translation>搶槓（槓をした人）</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>和了方法：</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Worth:</source>
        <translation>点数：</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>例：123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Or the hand:</source>
        <translation>または手牌：</translation>
    </message>
    <message>
        <source>With the hand, the app finds the patterns and the value; with a value, it is taken as the table agreed it.</source>
        <translation>手牌を入力すると、アプリが役と点数を求めます。点数を入力した場合は、卓で合意した点数としてそのまま使います。</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>偶然役：</translation>
    </message>
    <message>
        <source>e.g. 123m456m789m123p11z  pong:7z  1f</source>
        <translation>例：123m456m789m123p11z  pong:7z  1f</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <source>Exposed kong, on a discard from</source>
        <translation>大明槓（他家の捨て牌で）</translation>
    </message>
    <message>
        <source>Added kong (to an exposed pong)</source>
        <translation>小明槓（ポンした刻子に）</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類：</translation>
    </message>
    <message>
        <source>Discarder:</source>
        <translation>放銃者：</translation>
    </message>
    <message>
        <source>Added as soon as the fourth tile was drawn</source>
        <translation>4枚目をツモってすぐに小明槓した</translation>
    </message>
    <message>
        <source>For each player still in: ready (with what the hand would be worth), not ready, or a flower pig. Or type the hand and the app decides.</source>
        <translation>未和了の各プレイヤーについて、テンパイ（和了した場合の点数も入力）、ノーテン、花豚のいずれかを選びます。手牌を入力すれば、アプリが判定します。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豚</translation>
    </message>
    <message>
        <source>By the hand</source>
        <translation>手牌で判定</translation>
    </message>
    <message>
        <source>13 tiles, e.g. 123m456m789m2345m</source>
        <translation>13枚、例：123m456m789m2345m</translation>
    </message>
    <message>
        <source>False win (pays every other player still in)</source>
        <translation>チョンボ（未和了の他の全員に支払う）</translation>
    </message>
    <message>
        <source>Dead hand (cannot win; not ready at the wall&apos;s end)</source>
        <translation>アガリ放棄（和了できず、流局時はノーテン扱い）</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>ペナルティ：</translation>
    </message>
    <message>
        <source>Nobody won: the hand is drawn. The dealer keeps the deal.</source>
        <translation>誰も和了しなかったため流局です。親は連荘します。</translation>
    </message>
    <message>
        <source>Type the winning hand, or choose a value.</source>
        <translation>和了した手牌を入力するか、点数を選んでください。</translation>
    </message>
    <message>
        <source>{0} has no flowers or seasons: remove {1} from the hand.</source>
        <translation>{0}には花牌がありません。手牌から{1}を外してください。</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3})</source>
        <translation>{0} が {1} に {2} 支払い（{3}）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>No payment.</source>
        <translation>支払いなし。</translation>
    </message>
    <message>
        <source>{0}: a flower pig</source>
        <translation>{0}：花豚</translation>
    </message>
    <message>
        <source>{0}: not ready</source>
        <translation>{0}：ノーテン</translation>
    </message>
    <message>
        <source>{0}: ready, the best wait is worth {1}</source>
        <translation>{0}：テンパイ、最も高い待ちは {1}</translation>
    </message>
    <message>
        <source>{0} → value {1}</source>
        <translation>{0} → 点数 {1}</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1×%2</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something unexpected went wrong (internal): {0}</source>
        <translation>予期しないエラーが発生しました（internal）：{0}</translation>
    </message>
    <message>
        <source>The details were saved to {0}.</source>
        <translation>詳細は {0} に保存されました。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>予期しないエラー</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>対局が終了しました。「ゲーム」メニューから新しい対局を始めてください。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>この局は終了しました。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>他のプレイヤーを待っています…</translation>
    </message>
    <message>
        <source>Choose three tiles of one suit to pass on, then confirm.</source>
        <translation>交換に出す同じ色の牌を3枚選び、確定してください。</translation>
    </message>
    <message>
        <source>Choose any three tiles to pass on, then confirm.</source>
        <translation>渡す牌を任意に三枚選び、確定してください。</translation>
    </message>
    <message>
        <source>Choose your void suit.</source>
        <translation>不使用宣言する色を選んでください。</translation>
    </message>
    <message>
        <source>You can win: press W, or discard a tile.</source>
        <translation>和了できます：W を押すか、牌を1枚捨ててください。</translation>
    </message>
    <message>
        <source>Your turn: choose a tile to discard (arrow keys and Enter, or click).</source>
        <translation>あなたの番です：捨てる牌を選んでください（矢印キーと Enter、またはクリック）。</translation>
    </message>
    <message>
        <source>Claim the discard (chow C, pong P, kong K, win W) or pass (Space).</source>
        <translation>この捨て牌をチー (C)・ポン (P)・カン (K)・ロン (W) するか、スキップ (Space) してください。</translation>
    </message>
    <message>
        <source>Claim the discard or pass (Space).</source>
        <translation>この捨て牌を鳴くか和了するか、スキップ (Space) してください。</translation>
    </message>
</context>
<context>
    <name>GuidedPage</name>
    <message>
        <source>Welcome! You are the dealer. This hand follows Mahjong Soul&apos;s rules, which start with exchange three: everyone passes three tiles of one suit to another player. Bamboo is your weakest suit, so pass %1 (already raised), then press Pass these three.</source>
        <translation>ようこそ！あなたは親です。この一局は雀魂のルールで、三枚交換から始まります。全員が同じ色の牌を3枚、ほかの人に渡します。索子がいちばん弱い色なので、%1（持ち上げてあります）を渡し、「この3枚を交換」を押してください。</translation>
    </message>
    <message>
        <source>In this lesson you pass %1, your loose bamboo tiles.</source>
        <translation>このレッスンでは、孤立した索子の%1を渡します。</translation>
    </message>
    <message>
        <source>You received three tiles from the player across. Now choose your void suit: the suit you give up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>対面から3枚を受け取りました。次は不使用宣言です。この一局のあいだ使わない色を選びます。%1は1枚しか持っていないので、それを選んでください。</translation>
    </message>
    <message>
        <source>Choose %1: you hold almost none of it, so giving it up costs least.</source>
        <translation>%1を選びましょう。ほとんど持っていないので、捨てても損が一番少なくてすみます。</translation>
    </message>
    <message>
        <source>The dealer plays first, without drawing. While you hold a tile of your void suit, it must be discarded first: click %1.</source>
        <translation>親は牌を引かずに最初に捨てます。不使用宣言した色の牌を持っているあいだは、それを先に捨てなければなりません。%1をクリックしてください。</translation>
    </message>
    <message>
        <source>Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three tiles become a set laid face up, and the turn jumps to you.</source>
        <translation>ほかの人が%1を捨てました。あなたはその対子を持っています。ポンしましょう。3枚が面子として表向きに晒され、手番があなたに移ります。</translation>
    </message>
    <message>
        <source>Pong it: with your pair it makes a set, and the turn comes to you.</source>
        <translation>ポンしましょう。対子と合わせて面子になり、手番があなたに来ます。</translation>
    </message>
    <message>
        <source>After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then needs just one tile to win: it is ready.</source>
        <translation>ポンのあとは引かずに1枚捨てます。%1はどこにも合わないので、クリックしてください。これであと1枚で和了できるテンパイです。</translation>
    </message>
    <message>
        <source>Keep your sets together: %1 is the tile that fits nowhere.</source>
        <translation>面子は崩さないでください。どこにも合わないのは%1です。</translation>
    </message>
    <message>
        <source>Your turn: you drew %1 from the wall. It does not help your hand, so discard it.</source>
        <translation>あなたの番です。牌山から%1を引きました。手牌の役に立たないので捨てましょう。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew: the rest of your hand is ready.</source>
        <translation>いま引いた%1を捨てましょう。残りの手牌はテンパイしています。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew, and every player still in paid them. This is bloody mahjong: the hand goes on without the winner. In Mahjong Soul&apos;s rules their hand stays face down until the hand ends.</source>
        <translation>%1がツモで和了し、まだ残っている全員が支払いました。これが血戦です。和了した人は抜け、残りの人で続けます。雀魂のルールでは、その手牌は局が終わるまで伏せられたままです。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, every player still in pays you kong money at once, and you draw a replacement tile.</source>
        <translation>4枚目の%1を引きました。暗槓を宣言しましょう。4枚で1つの面子になり、残っている全員がすぐに槓の点数を払い、あなたは嶺上牌を引きます。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind earns kong money and an extra tile.</source>
        <translation>カンしましょう。同じ牌4枚で槓の点数がもらえ、牌も1枚多く引けます。</translation>
    </message>
    <message>
        <source>Your replacement tile is %1. It does not fit, so discard it: you still wait for the same tile.</source>
        <translation>嶺上牌は%1でした。合わないので捨てましょう。待ちは同じ牌のままです。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile: your hand stays ready.</source>
        <translation>嶺上牌の%1を捨てましょう。テンパイのままです。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win!</source>
        <translation>%1で手牌が完成しました。2色で4面子1雀頭です。和了を宣言しましょう！</translation>
    </message>
    <message>
        <source>Do not let it go: %1 completes your hand. Press Win.</source>
        <translation>見送らないでください。%1で手牌が完成します。「和了」を押しましょう。</translation>
    </message>
    <message>
        <source>%1 won too. That makes three winners, so the hand ends at once: only one player is left without a win.</source>
        <translation>%1も和了しました。3人が和了したので、局はすぐに終わります。和了していないのは1人だけです。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in the order they happened. Your total for the hand: %1.</source>
        <translation>局が終わりました。下に、この局のすべての支払い（和了と槓の点数）を起きた順に示します。この局のあなたの合計：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and the hand starts with each player choosing a void suit, the suit given up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>ようこそ！あなたは親です。これは古典ルールです。牌の交換はなく、局の始めに各自が不使用宣言をします。この一局のあいだ使わない色を選ぶのです。%1は1枚しか持っていないので、それを選んでください。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2 point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, and the others play on.</source>
        <translation>%1がツモで和了しました。まだ残っている全員が、その和了の基本点に%2点を足して支払います。これが血戦です。和了した人は手牌を公開して抜け、残りの人で続けます。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win! These rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your kong) adds 1, and the base is 2 to the power of the fan.</source>
        <translation>%1で手牌が完成しました。2色で4面子1雀頭です。和了を宣言しましょう！このルールは飜で数えます。無番和は0飜、根（あなたの槓のように同じ牌4枚）ごとに1飜加わり、基本点は2の飜数乗です。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in points, in the order they happened. Your total for the hand: %1.</source>
        <translation>局が終わりました。下に、この局のすべての支払い（和了と槓の点数、単位は点）を起きた順に示します。この局のあなたの合計：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, at a mahjchina table: no exchange, and the room&apos;s default options. First choose your void suit. You hold only one tile of %1, so choose it.</source>
        <translation>ようこそ！あなたは親で、mahjchina の卓にいます。牌の交換はなく、ルーム設定は初期値のままです。まず不使用宣言をします。%1は1枚しか持っていないので、それを選んでください。</translation>
    </message>
    <message>
        <source>Discard %1, your void tile. After it your hand is ready: it waits on %2.</source>
        <translation>不使用の色の牌、%1を捨ててください。捨てるとテンパイです。待ちは%2です。</translation>
    </message>
    <message>
        <source>%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let it go, to see mahjchina&apos;s pass rule: after passing up a win, until your next draw you may win on another player&apos;s tile only if it pays strictly more. Press Let it go.</source>
        <translation>%2が%1を捨てました。これであなたの手は和了の形になります（無番和）。このレッスンでは見送ってください。mahjchina の見逃しのルールを確かめるためです。和了を見送ると、次に自分が牌を引くまで、ほかの人の牌では支払いがはっきり多くなるときしか和了できません。「見送る」を押してください。</translation>
    </message>
    <message>
        <source>In this lesson, let this win go: the next steps show what the pass rule does.</source>
        <translation>このレッスンでは、この和了を見送ってください。次の手順で見逃しのルールの働きがわかります。</translation>
    </message>
    <message>
        <source>%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no more than the win you let go, and you have not drawn since.</source>
        <translation>%2も%1を捨てました。和了の形にはなりますが、「和了」は出ません。見送った和了より支払いが多くならず、あなたはその後まだ牌を引いていないからです。</translation>
    </message>
    <message>
        <source>%1 completes your hand with all four of its kind: a root. mahjchina takes the best pattern&apos;s base and doubles it once per root, so this win pays %4, more than the win you let go. Press Win.</source>
        <translation>%1で和了の形になり、しかも同じ牌が4枚そろいます。根です。mahjchina では一番よい役の基本点を取り、根1つごとに2倍にするので、この和了は%4になり、見送った和了より多くなります。「和了」を押してください。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2. You have won already, so you pay nothing.</source>
        <translation>%1がツモで和了しました。まだ残っている全員が、その和了の基本点に%2を足して支払います。あなたはもう和了しているので、何も払いません。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment it made. Your total for the hand: %1. A mahjchina room chooses four options before play (the cap, and who refunds kong money and receives a flower pig&apos;s penalty at the wall&apos;s end): More about this lists them.</source>
        <translation>局が終わりました。下にこの局のすべての支払いを示します。この局のあなたの合計：%1。mahjchina のルームは、始める前に4つの設定を決めます（上限の扱い、そして牌山が尽きたときに誰が槓の点数を返し、誰が花豚の罰符を受け取るか）。「詳しく読む」で一覧を見られます。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan counted up to a cap, and rank points after each game. Your hand is almost all Characters: choose %1, the one tile outside them, as your void suit.</source>
        <translation>ようこそ！あなたは親で、四川の競技ルールで打ちます。牌の交換はなく、飜は上限まで数え、各ゲームのあとに順位点がつきます。手牌はほとんど萬子です。萬子でない1枚の色、%1を不使用にしてください。</translation>
    </message>
    <message>
        <source>%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to let it go, to see the pass rule: a pong passed up cannot be made on that tile again before your next draw. Press Let it go.</source>
        <translation>%2が%1を捨てました。あなたはその対子を持っているのでポンできます。このレッスンでは見送ってください。見逃しのルールを確かめるためです。見送ったポンは、次に自分が牌を引くまで同じ牌では二度とできません。「見送る」を押してください。</translation>
    </message>
    <message>
        <source>In this lesson, let this pong go: the next step shows what the pass rule does.</source>
        <translation>このレッスンでは、このポンを見送ってください。次の手順で見逃しのルールの働きがわかります。</translation>
    </message>
    <message>
        <source>%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed up a pong of this tile and have not drawn since. Winning is ruled the same way: a win passed up blocks any win that does not pay strictly more until your next draw.</source>
        <translation>%2も%1を捨てました。対子はまだ持っていますが、「ポン」は出ません。この牌のポンを見送ったあと、まだ牌を引いていないからです。和了も同じです。和了を見送ると、次に引くまで、支払いがはっきり多くならない和了はできません。</translation>
    </message>
    <message>
        <source>Another player discarded %1. This time nothing stops you: Pong it.</source>
        <translation>ほかの人が%1を捨てました。今度は妨げるものはありません。ポンしましょう。</translation>
    </message>
    <message>
        <source>Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit and all pongs are both on the way, and your hand is ready.</source>
        <translation>%1を捨ててください。残りは萬子だけで、刻子と対子ばかりです。清一色も対々和も見えてきて、テンパイです。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: every player still in pays you kong money now, the four tiles are a root, and you draw a replacement.</source>
        <translation>4枚目の%1を引きました。暗槓を宣言しましょう。まだ残っている全員がすぐに槓の点数を払い、この4枚は根になり、嶺上牌を1枚引きます。</translation>
    </message>
    <message>
        <source>%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so the win is full: a base of %4. Press Win.</source>
        <translation>%1で和了の形になります。%5で合計%3飜です。このルールの上限は%6飜なので、満貫です。基本点は%4。「和了」を押してください。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the base plus %2. You have won already and pay nothing.</source>
        <translation>%1がツモで和了しました。まだ残っている全員が、基本点に%2を足して支払います。あなたはもう和了しているので払いません。</translation>
    </message>
    <message>
        <source>The hand is over; your total: %1. In a match these rules play games of %2 hands, and after each game the four players get rank points by the game&apos;s score, 4 for the first down to 1 for the last. If this hand were a whole game, you would get %3.</source>
        <translation>局が終わりました。あなたの合計：%1。このルールの対戦では1ゲームが%2局で、各ゲームのあとにそのゲームの得点で順位点がつきます。1位は4点、最下位は1点です。この局が1ゲーム全体なら、あなたは%3点です。</translation>
    </message>
    <message>
        <source>Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set aside at once and replaced with a tile from the far end of the wall. It is your own seat&apos;s flower, worth 1 faan if you win.</source>
        <translation>ようこそ！あなたは東家、親です。配牌に花牌の%1がありました。花牌はすぐに脇に置き、牌山の反対側の端から1枚補充します。これは自分の席の花なので、和了すれば1飜になります。</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles and discards first, without drawing. %1 fits nothing: click it.</source>
        <translation>親は14枚で始まり、引かずに最初に捨てます。%1はどの牌とも合わないので、クリックしてください。</translation>
    </message>
    <message>
        <source>Discard %1: it is alone, far from your other tiles.</source>
        <translation>%1を捨てましょう。ほかの牌から離れた孤立牌です。</translation>
    </message>
    <message>
        <source>The player before you discarded %1. From that player only, you may chow: take the tile to finish a run of three with two tiles you hold. Press Chow.</source>
        <translation>上家が%1を捨てました。チーできるのは上家の捨て牌だけです。手の2枚と合わせて順子を作ります。「チー」を押してください。</translation>
    </message>
    <message>
        <source>Chow it: %1 finishes a run of three with two of your tiles.</source>
        <translation>チーしましょう。%1と手の2枚で順子になります。</translation>
    </message>
    <message>
        <source>After a call you discard without drawing. Click %1.</source>
        <translation>鳴いたあとは引かずに捨てます。%1をクリックしてください。</translation>
    </message>
    <message>
        <source>Discard %1: keep your characters and honours together.</source>
        <translation>%1を捨てましょう。萬子と字牌を残します。</translation>
    </message>
    <message>
        <source>%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth 1 faan.</source>
        <translation>%1が捨てられ、あなたはその対子を持っています。ポンしましょう。三元牌の刻子は1飜です。</translation>
    </message>
    <message>
        <source>Pong it: a dragon pong is a set and 1 faan.</source>
        <translation>ポンしましょう。三元牌の刻子は面子になり、1飜つきます。</translation>
    </message>
    <message>
        <source>Discard %1. Your hand is going for characters and honours only, mixed one suit: 3 faan.</source>
        <translation>%1を捨てましょう。萬子と字牌だけの混一色を目指します。3飜です。</translation>
    </message>
    <message>
        <source>Discard %1: it is your last tile outside characters and honours.</source>
        <translation>%1を捨てましょう。萬子でも字牌でもない最後の1枚です。</translation>
    </message>
    <message>
        <source>You drew %1 from the wall. It does not fit your hand: discard it.</source>
        <translation>牌山から%1を引きました。手牌に合わないので捨てましょう。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew.</source>
        <translation>いま引いた%1を捨てましょう。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw a replacement from the far end of the wall. In Hong Kong a kong carries no money.</source>
        <translation>4枚目の%1を引きました。暗槓を宣言しましょう。1つの面子になり、牌山の反対側の端から嶺上牌を引きます。香港麻雀では、カンに点数はつきません。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind counts as one set and brings a replacement tile.</source>
        <translation>カンしましょう。同じ牌4枚で1つの面子になり、嶺上牌も引けます。</translation>
    </message>
    <message>
        <source>Your replacement is %1. It does not fit, so discard it: your hand is ready and needs one tile.</source>
        <translation>嶺上牌は%1でした。合わないので捨てましょう。テンパイで、あと1枚です。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile.</source>
        <translation>嶺上牌の%1を捨てましょう。</translation>
    </message>
    <message>
        <source>%1 completes your hand, and it reaches the table&apos;s minimum of %2 faan, so you may declare it. Press Win: only one player wins a Hong Kong hand.</source>
        <translation>%1で手牌が完成し、この卓の最低飜数%2飜にも届くので和了できます。「和了」を押しましょう。香港麻雀では1局に和了できるのは1人だけです。</translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <translation>まずこのステップを読んでから「続ける」を押してください。</translation>
    </message>
    <message>
        <source>The lesson is over: press Restart to play it again.</source>
        <translation>レッスンは終わりました。もう一度遊ぶには「最初から」を押してください。</translation>
    </message>
    <message>
        <source>Not now: this step asks for something else.</source>
        <translation>今はできません。このステップでは別のことをします。</translation>
    </message>
    <message>
        <source>You still hold a tile of your void suit: it must be discarded first.</source>
        <translation>不使用宣言した色の牌をまだ持っています。それを先に捨てなければなりません。</translation>
    </message>
    <message>
        <source>Your hand is not complete yet: a win needs four sets and a pair.</source>
        <translation>手牌はまだ完成していません。和了には4面子1雀頭が必要です。</translation>
    </message>
    <message>
        <source>A pong needs a pair of the discarded tile in your hand.</source>
        <translation>ポンするには、捨てられた牌の対子を持っている必要があります。</translation>
    </message>
    <message>
        <source>A kong needs four of a kind in your hand, or the fourth tile of one of your pongs.</source>
        <translation>カンするには、同じ牌を4枚持っているか、ポンした刻子の4枚目が必要です。</translation>
    </message>
    <message>
        <source>A chow takes only the discard of the player before you, with two tiles of yours that make a run.</source>
        <translation>チーできるのは上家の捨て牌だけで、手の2枚と順子になる場合に限ります。</translation>
    </message>
    <message>
        <source>There is nothing to let go now.</source>
        <translation>今は見送るものがありません。</translation>
    </message>
    <message>
        <source>Pass exactly three tiles, all of one suit.</source>
        <translation>同じ色の牌をちょうど3枚渡してください。</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>その牌は持っていません。</translation>
    </message>
    <message>
        <source>This step asks you to act at the table.</source>
        <translation>このステップでは卓で操作してください。</translation>
    </message>
    <message>
        <source>What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 for it.</source>
        <translation>あなたの和了の価値：%1%2（%3）、基本点%4点。精算でこの和了に%5点が支払われました。</translation>
    </message>
    <message>
        <source>What your win was worth: a base of %2 points (%1). The settlement paid you %3 for it.</source>
        <translation>あなたの和了の価値：基本点%2点（%1）。精算でこの和了に%3点が支払われました。</translation>
    </message>
    <message>
        <source>A new game against three computer players at the easiest level, in this lesson&apos;s rules: %1</source>
        <translation>このレッスンのルールで、いちばんやさしいレベルのコンピューター3人と新しく対局します：%1</translation>
    </message>
    <message>
        <source>Short questions in the Drills area, in this lesson&apos;s rules: %1</source>
        <translation>「練習問題」エリアで、このレッスンのルールの短い問題を解きます：%1</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>レッスンはこれで終わりです。</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1／%2</translation>
    </message>
    <message>
        <source>More about this</source>
        <translation>詳しく読む</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Your first hand</source>
        <translation>はじめての一局</translation>
    </message>
    <message>
        <source>Your first hand: %1</source>
        <translation>はじめての一局：%1</translation>
    </message>
    <message>
        <source>Pass these three</source>
        <translation>この3枚を交換</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation>ポン %1</translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation>カン %1</translation>
    </message>
    <message>
        <source>Chow %1</source>
        <translation>チー %1</translation>
    </message>
    <message>
        <source>Void: %1</source>
        <translation>不使用宣言：%1</translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>次は何をしますか？</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>次のレッスン：%1</translation>
    </message>
    <message>
        <source>Try a drill</source>
        <translation>練習問題をやってみる</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>本当の対局をする</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>You won with %2 faan: %3. The table&apos;s minimum is %4 faan: a hand worth less may not be declared a win. Below is who paid. Your total for the hand: %1.</source>
        <translation>%2飜で和了しました：%3。この卓の最低飜数は%4飜で、それに届かない手は和了できません。下に誰が支払ったかを示します。この局のあなたの合計：%1。</translation>
    </message>
    <message>
        <source>Start a first hand from the Learn page.</source>
        <translation>「学ぶ」ページから最初の一局を始めてください。</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>支払う人</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>For</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>HandEndDialog</name>
    <message>
        <source>Hand {0} is over</source>
        <translation>第{0}局 終了</translation>
    </message>
    <message>
        <source>Drawn hand: only the dead wall is left. Nobody pays and the dealer stays.</source>
        <translation>流局：王牌だけが残りました。支払いはなく、親の連荘です。</translation>
    </message>
    <message>
        <source>You won: {0} (value {1})</source>
        <translation>あなたの和了：{0}（点数 {1}）</translation>
    </message>
    <message>
        <source>{0} won: {1} (value {2})</source>
        <translation>{0} の和了：{1}（点数 {2}）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>支払</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受取</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>No payments in this hand.</source>
        <translation>この局の支払いはありません。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>この局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>{0}: value {1} + self-draw bonus {2}</source>
        <translation>{0}：点数 {1} + ツモ加算 {2}</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>The match is over. Winner: {0}.</source>
        <translation>対局終了。勝者：{0}。</translation>
    </message>
    <message>
        <source>The match is over. A tie: {0} share first place.</source>
        <translation>対局終了。同点：{0}が1位タイです。</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>この局をリプレイ…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>この対局を検討…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>あなたのすべての判断をエンジンが判定：悪い順に、損失と理由つき</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>次の局へ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>flower pig (still holds the void suit)</source>
        <translation>花豚（不使用宣言した色が残る）</translation>
    </message>
    <message>
        <source>ready, value {0}</source>
        <translation>テンパイ、点数 {0}</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>あなたの槓を搶槓</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>あなたからロン</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>{0} の槓を搶槓</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} からロン</translation>
    </message>
    <message>
        <source>You won {0} with {1}: {2} faan, base points {3}</source>
        <translation>あなたの和了 {1}（{0}）：{2}飜、基本点 {3}</translation>
    </message>
    <message>
        <source>{0} won {1} with {2}: {3} faan, base points {4}</source>
        <translation>{0} の和了 {2}（{1}）：{3}飜、基本点 {4}</translation>
    </message>
    <message>
        <source>{0} (limit hand)</source>
        <translation>{0}（役満）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Limit applied</source>
        <translation>満貫で頭打ち</translation>
    </message>
    <message>
        <source>Faan row</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Next hand: you deal.</source>
        <translation>次局：あなたが親です。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0}.</source>
        <translation>次局：{0} が親です。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with you (East).</source>
        <translation>次局：あなたの連荘（東家）。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with {0} (East).</source>
        <translation>次局：{0} の連荘（東家）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to you (East).</source>
        <translation>次局：あなたが親です（東家）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0} (East).</source>
        <translation>次局：{0} が親（東家）です。</translation>
    </message>
    <message>
        <source>The prevailing wind moves to {0}.</source>
        <translation>場風が{0}に変わります。</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}.</source>
        <translation>場風：{0}。</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>discard {0}</source>
        <translation>{0} を捨てる</translation>
    </message>
    <message>
        <source>void {0}</source>
        <translation>{0}を不使用宣言</translation>
    </message>
    <message>
        <source>pass {0}</source>
        <translation>{0} を交換に出す</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>pong {0}</source>
        <translation>{0} をポン</translation>
    </message>
    <message>
        <source>kong {0}</source>
        <translation>{0} をカン</translation>
    </message>
    <message>
        <source>chow {0}</source>
        <translation>{0} をチー</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Suggestion: {0}. {1}</source>
        <translation>おすすめ：{0}。{1}</translation>
    </message>
    <message>
        <source>Ready afterwards.</source>
        <translation>その後はテンパイです。</translation>
    </message>
    <message>
        <source>Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}</source>
        <translation>その後は{0}向聴、受け入れは残り{1}枚：{2}</translation>
    </message>
    <message>
        <source>Waits: {0}</source>
        <translation>待ち牌：{0}</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（残り{1}枚・点数{2}）</translation>
    </message>
    <message>
        <source>Danger: {0}</source>
        <translation>危険度：{0}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} points). {3}</source>
        <translation>おすすめ：{0}（{1} ± {2} 点）。{3}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} rank points). {3}</source>
        <translation>おすすめ：{0}（順位点 {1} ± {2}）。{3}</translation>
    </message>
    <message>
        <source>Expected points to the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>局の終わりまでの期待点（同じ {0} 通りの展開で比較）：</translation>
    </message>
    <message>
        <source>{0}: {1} ± {2}</source>
        <translation>{0}：{1} ± {2}</translation>
    </message>
    <message>
        <source>The game&apos;s expected rank points at the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>局の終わりでのこのゲームの期待順位点（同じ {0} 通りの展開で比較）：</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Only the selected hand</source>
        <translation>選択した局のみ</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>誰が</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Entry added</source>
        <translation>記録を追加</translation>
    </message>
    <message>
        <source>Entry changed</source>
        <translation>記録を変更</translation>
    </message>
    <message>
        <source>Entry deleted</source>
        <translation>記録を削除</translation>
    </message>
    <message>
        <source>Hand deleted</source>
        <translation>局を削除</translation>
    </message>
    <message>
        <source>Note changed</source>
        <translation>メモを変更</translation>
    </message>
    <message>
        <source>Hand started</source>
        <translation>局を開始</translation>
    </message>
    <message>
        <source>Drawn hand recorded</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <source>Seats changed</source>
        <translation>席替え</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>局を追加</translation>
    </message>
    <message>
        <source>Hand changed</source>
        <translation>局を変更</translation>
    </message>
    <message>
        <source>Session created</source>
        <translation>セッションを作成</translation>
    </message>
    <message>
        <source>Session imported</source>
        <translation>セッションをインポート</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Players changed</source>
        <translation>プレイヤーを変更</translation>
    </message>
    <message>
        <source>Money changed</source>
        <translation>お金の設定を変更</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>ルールを変更</translation>
    </message>
    <message>
        <source>Imported as a marked copy</source>
        <translation>印付きのコピーとしてインポート</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>元に戻しました：{0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>やり直しました：{0}</translation>
    </message>
    <message>
        <source>no entries</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>first dealer: seat {0}</source>
        <translation>起家：{0}番席</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>局数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>no money kept</source>
        <translation>お金は記録しない</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>1点 {0}</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>一晩の支払いは最大 {0}</translation>
    </message>
    <message numerus="yes">
        <source>Changes to this session: %n</source>
        <translation>
            <numerusform>このセッションの変更：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes to hand {0}: %n</source>
        <translation>
            <numerusform>第{0}局の変更：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>(the newest {0} shown)</source>
        <translation>（新しい {0} 件を表示）</translation>
    </message>
    <message>
        <source>Changes are kept from this version of the app on.</source>
        <translation>変更はこのバージョンのアプリから記録されます。</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Open in the calculator</source>
        <translation>点数計算で開く</translation>
    </message>
    <message>
        <source>Open in the scorebook</source>
        <translation>スコアブックで開く</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>役</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>成立条件</translation>
    </message>
    <message>
        <source>Example hand</source>
        <translation>手牌の例</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Choices (the default first)</source>
        <translation>選択肢（先頭が既定）</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>instead of %1</source>
        <translation>%1の代わり</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>数えた役：%1</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>Not a win: %1</source>
        <translation>和了になりません：%1</translation>
    </message>
    <message>
        <source>a whole number, %1 unless changed</source>
        <translation>整数（既定は%1）</translation>
    </message>
    <message>
        <source>Each payer</source>
        <translation>一人あたりの支払い</translation>
    </message>
    <message>
        <source>Result per seat</source>
        <translation>各席の収支</translation>
    </message>
    <message>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <source>%1: %2. Value: %3</source>
        <translation>%1：%2。点数：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Shanten: %1</source>
        <translation>向聴数：%1</translation>
    </message>
    <message>
        <source>Improving tiles: %1 (%2 tiles)</source>
        <translation>受け入れ：%1（%2枚）</translation>
    </message>
    <message>
        <source>Waits: %1 (%2 tiles left)</source>
        <translation>待ち：%1（残り%2枚）</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>不使用の色：%1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て牌</translation>
    </message>
    <message>
        <source>Shanten after it</source>
        <translation>捨てたあとの向聴数</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>受け入れ</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>牌を引く</translation>
    </message>
    <message>
        <source>The hand after it</source>
        <translation>そのあとの手牌</translation>
    </message>
    <message>
        <source>Void suit</source>
        <translation>不使用の色</translation>
    </message>
    <message>
        <source>Tiles of it held</source>
        <translation>持っている枚数</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聴数</translation>
    </message>
    <message>
        <source>Shanten to one suit</source>
        <translation>清一色までの向聴数</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豚</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>テンパイ、価値%1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>あなたの手牌：%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, hidden in a real game: %2</source>
        <translation>%1の手牌（実戦では見えません）：%2</translation>
    </message>
    <message>
        <source>Does %1 win on it?</source>
        <translation>%1はこれで和了できる？</translation>
    </message>
    <message>
        <source>yes: you pay %1</source>
        <translation>はい：あなたが%1を払う</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和了牌</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>%1: below the minimum, no win</source>
        <translation>%1：最低飜数に届かず和了できない</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>上手に打つ</translation>
    </message>
    <message>
        <source>The six rulesets</source>
        <translation>六つのルール</translation>
    </message>
    <message>
        <source>Examples and comparison</source>
        <translation>計算例と比較</translation>
    </message>
    <message>
        <source>Questions and words</source>
        <translation>質問と用語</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>This page cannot be shown (%1).</source>
        <translation>このページは表示できません（%1）。</translation>
    </message>
    <message>
        <source>This page is not translated yet; it is shown in English.</source>
        <translation>このページはまだ翻訳されていないため、英語で表示しています。</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>計算例：%1</translation>
    </message>
    <message>
        <source>No page holds these words.</source>
        <translation>この語を含むページはありません。</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>ページを検索</translation>
    </message>
    <message>
        <source>Search the pages (Ctrl+F)</source>
        <translation>ページを検索（Ctrl+F）</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>戻る（Alt+←）</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>進む（Alt+→）</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>この内容を練習</translation>
    </message>
    <message>
        <source>Drills on this page&apos;s topic, made by the engine</source>
        <translation>このページの内容の練習問題（エンジンが作成）</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan, classic rules</source>
        <translation>はじめての一局：四川麻雀、古典ルール</translation>
    </message>
    <message>
        <source>Guided hand: mahjchina&apos;s pass rule</source>
        <translation>ガイド付きの局：mahjchina の見逃しルール</translation>
    </message>
    <message>
        <source>Guided hand: the competition rules</source>
        <translation>ガイド付きの局：競技ルール</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan (Mahjong Soul)</source>
        <translation>はじめての一局：四川麻雀（雀魂）</translation>
    </message>
    <message>
        <source>Play your first hand: Hong Kong</source>
        <translation>はじめての一局：香港麻雀</translation>
    </message>
    <message>
        <source>A guided hand at the table: every step explained, only the right move allowed</source>
        <translation>卓で教わりながら打つ一局：一手ごとに説明があり、正しい操作だけができます</translation>
    </message>
    <message>
        <source>Compare two sets of rules…</source>
        <translation>二つのルールを比較…</translation>
    </message>
    <message>
        <source>What one set of rules (a club&apos;s house rules, or a profile) changes against another, each difference shown on a hand</source>
        <translation>あるルール（クラブのハウスルールや既定のルール）が別のルールと比べて何を変えるか。違いごとに一つの手で示します</translation>
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
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しい対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>対局を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>対局を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>対局をリプレイ(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>保存した対局を検討(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>ハウスルール(&amp;H)…</translation>
    </message>
    <message>
        <source>A club&apos;s own rule sets: made from any profile, played, scored and shared</source>
        <translation>クラブ独自のルールセット：どのルールからでも作り、対局・採点・共有できます</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>ルールを比較(&amp;C)…</translation>
    </message>
    <message>
        <source>What one set of rules changes against another, each difference on a hand</source>
        <translation>あるルールが別のルールと比べて何を変えるか。違いごとに一つの手で示します</translation>
    </message>
    <message>
        <source>Every decision of yours in a saved game judged by the engine</source>
        <translation>保存した対局でのあなたの判断をすべてエンジンが判定</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Score&amp;book</source>
        <translation>スコアブック(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>&amp;Teacher</source>
        <translation>コーチ(&amp;T)</translation>
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
        <source>&amp;Learn to play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>麻雀について(&amp;A)</translation>
    </message>
    <message>
        <source>Save the game being played to a file</source>
        <translation>対局中のゲームをファイルに保存する</translation>
    </message>
    <message>
        <source>No game to save: start a new game or open one first.</source>
        <translation>保存する対局がありません。まず新しい対局を始めるか、対局を開いてください。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>言語を{0}に切り替えました。</translation>
    </message>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation>
            <numerusform>この局の打牌 %n 回を練習問題の「あなたのミス」に加えました</numerusform>
        </translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>保存した対局を検討</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave *.mjjournal)</source>
        <translation>保存した麻雀の対局 (*.mjsave *.mjjournal)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>対局を検討できません</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>このファイルは読み込めません（{0}）：{1}</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>ルールの種類：</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>対局の長さ：</translation>
    </message>
    <message>
        <source>You (first dealer)</source>
        <translation>あなた（最初の親）</translation>
    </message>
    <message>
        <source>On your right</source>
        <translation>あなたの右（下家）</translation>
    </message>
    <message>
        <source>Across from you</source>
        <translation>あなたの向かい（対面）</translation>
    </message>
    <message>
        <source>On your left</source>
        <translation>あなたの左（上家）</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>ハウスルール…</translation>
    </message>
    <message>
        <source>Make, edit, import or export a club&apos;s own rule set, built from one of the Sichuan profiles</source>
        <translation>四川ルールの一つをもとに、クラブ独自のルールを作成・編集・インポート・エクスポートします</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>シード（任意）：</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>アニメーション速度：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Hands per game:</source>
        <translation>1ゲームの局数：</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>ゲーム数：</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0}局</translation>
    </message>
    <message>
        <source>{0}; a score below zero ends the match at once.</source>
        <translation>{0}。点数がマイナスになると即終了（トビ）。</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0}枚</translation>
    </message>
    <message>
        <source>{0} with winds, dragons, flowers and seasons</source>
        <translation>{0}（風牌・三元牌・花牌・季節牌を含む）</translation>
    </message>
    <message>
        <source>{0} in three suits</source>
        <translation>{0}（数牌3種）</translation>
    </message>
    <message>
        <source>pass three</source>
        <translation>三枚交換</translation>
    </message>
    <message>
        <source>choose a void suit</source>
        <translation>欠け色を選ぶ</translation>
    </message>
    <message>
        <source>chow, pong and kong</source>
        <translation>チー・ポン・カン</translation>
    </message>
    <message>
        <source>pong and kong, no chow</source>
        <translation>ポンとカン、チーなし</translation>
    </message>
    <message>
        <source>winners leave and play goes on</source>
        <translation>和了した人は抜け、残りで続行</translation>
    </message>
    <message>
        <source>one winner ends the hand</source>
        <translation>一人が和了すると局が終わる</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the parts of the table&apos;s description (&quot;108 tiles in three suits; pass three; ...&quot;): the language&apos;s own semicolon (full-width ； in Chinese and Japanese)</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>速い</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>対面</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Resume the game of {0}</source>
        <translation>{0} の対局を再開</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>対局を保存</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave)</source>
        <translation>麻雀の対局データ (*.mjsave)</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>対局を保存しました。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>対局を開く</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存した対局を開く</translation>
    </message>
    <message>
        <source>A game is in progress. Opening a saved game replaces it; save it first if you want to keep it.</source>
        <translation>対局の途中です。保存した対局を開くと置き換わります。残したい場合は先に保存してください。</translation>
    </message>
    <message>
        <source>Open and replace</source>
        <translation>開いて置き換える</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>対局を続ける</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the data folder ({0}), so the next start cannot offer it as it is now. Quit anyway and lose what was not written, or keep playing and save it with Game → Save game.</source>
        <translation>進行中の対局をデータフォルダーに書き込めなかったため（{0}）、次回の起動で今の状態から再開できません。このまま終了して書き込めなかった分を失うか、対局を続けて ゲーム → 対局を保存 で保存してください。</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>対局をリプレイ</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>対局を開けません</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>このファイルは読み込めません（{0}）：{1}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>This game cannot be kept for the next start ({0}). Save it with Game → Save game, or free the data folder.</source>
        <translation>この対局を次回の起動のために残せません（{0}）。ゲーム → 対局を保存 で保存するか、データフォルダーを空けてください。</translation>
    </message>
    <message>
        <source>The game is not kept</source>
        <translation>対局が残されていません</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>このまま終了</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the disk ({0}); the next start may offer it without its last moves.</source>
        <translation>進行中の対局をディスクに書き込めませんでした（{0}）。次回の起動で再開する対局には最後の数手が欠けているかもしれません。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>対局を保存できません</translation>
    </message>
    <message>
        <source>The game cannot be saved to {0}: {1}</source>
        <translation>対局を {0} に保存できません: {1}</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>新しい対局を始める</translation>
    </message>
    <message>
        <source>A game is in progress. A new game replaces it; save it first if you want to keep it.</source>
        <translation>対局の途中です。新しい対局を始めると置き換わります。残したい場合は先に保存してください。</translation>
    </message>
    <message>
        <source>{0} · {1} round · hand {2} · wall {3}</source>
        <translation>{0} · {1}場 · 第{2}局 · 牌山 {3}</translation>
    </message>
    <message>
        <source>{0} · hand {1} · wall {2}</source>
        <translation>{0} · 第{1}局 · 牌山 {2}</translation>
    </message>
    <message>
        <source>Pass these three (E)</source>
        <translation>この3枚を交換 (E)</translation>
    </message>
    <message>
        <source>Win (W)</source>
        <translation>和了 (W)</translation>
    </message>
    <message>
        <source>Pong {0} (P)</source>
        <translation>ポン {0} (P)</translation>
    </message>
    <message>
        <source>Kong {0} (K)</source>
        <translation>カン {0} (K)</translation>
    </message>
    <message>
        <source>Chow {0} (C)</source>
        <translation>チー {0} (C)</translation>
    </message>
    <message>
        <source>Chow… (C)</source>
        <translation>チー… (C)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>スキップ (Space)</translation>
    </message>
    <message>
        <source>Void: {0} ({1})</source>
        <translation>不使用宣言 {0} ({1})</translation>
    </message>
    <message>
        <source>{0} – suggested</source>
        <translation>{0}（おすすめ）</translation>
    </message>
    <message>
        <source>Pick exactly three tiles of one suit.</source>
        <translation>同じ色の牌をちょうど3枚選んでください。</translation>
    </message>
    <message>
        <source>You still hold {0} (your void suit): those tiles must go first.</source>
        <translation>まだ {0}（あなたが不使用宣言した色）を持っています：先にそれらを捨ててください。</translation>
    </message>
    <message>
        <source>{0} cannot be discarded now.</source>
        <translation>今は {0} を捨てられません。</translation>
    </message>
    <message>
        <source>{0} of 3 tiles picked to pass on (raised and outlined); click a picked tile to put it back, then confirm (E).</source>
        <translation>渡す牌を {0}/3 枚選択中（持ち上げて枠付き）。選んだ牌をクリックすると戻せます。最後に確定（E）。</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (Ctrl+N).</source>
        <translation>まだ対局がありません。「新しい対局」(Ctrl+N) で始めてください。</translation>
    </message>
    <message>
        <source>The hand is over: there is no decision of yours in it now.</source>
        <translation>この局は終わりました。今あなたが決めることはありません。</translation>
    </message>
    <message>
        <source>Ask which move the teacher would make now, and why (H)</source>
        <translation>先生なら今どう打つか、その理由を尋ねる (H)</translation>
    </message>
    <message>
        <source>A hint is for your own decisions: wait until it is your turn to decide.</source>
        <translation>ヒントはあなた自身の判断のためのものです。あなたが決める番になるまでお待ちください。</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no move in this hand yet.</source>
        <translation>取り消せる手はありません。この局ではまだ何もしていません。</translation>
    </message>
    <message>
        <source>You can take a move back when it is your turn to decide.</source>
        <translation>手を取り消せるのは、あなたが決める番のときです。</translation>
    </message>
    <message>
        <source>Pick exactly three tiles.</source>
        <translation>ちょうど三枚選んでください。</translation>
    </message>
    <message>
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>すでに3枚選んでいます。別の牌を選ぶ前に、選んだ牌を1枚クリックして戻してください。</translation>
    </message>
    <message>
        <source>chow C</source>
        <translation>チー (C)</translation>
    </message>
    <message>
        <source>pong P</source>
        <translation>ポン (P)</translation>
    </message>
    <message>
        <source>kong K</source>
        <translation>カン (K)</translation>
    </message>
    <message>
        <source>win W</source>
        <translation>ロン (W)</translation>
    </message>
    <message>
        <source>Claim the discard ({0}) or pass (Space).</source>
        <translation>この捨て牌を{0}するか、スキップ (Space) してください。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>to the player on your right</source>
        <translation>下家へ</translation>
    </message>
    <message>
        <source>to the player on your left</source>
        <translation>上家へ</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>対面へ</translation>
    </message>
    <message>
        <source>Pong!</source>
        <translation>ポン！</translation>
    </message>
    <message>
        <source>Chow!</source>
        <translation>チー！</translation>
    </message>
    <message>
        <source>Added kong!</source>
        <translation>小明槓！</translation>
    </message>
    <message>
        <source>Kong!</source>
        <translation>カン！</translation>
    </message>
    <message>
        <source>Concealed kong!</source>
        <translation>暗槓！</translation>
    </message>
    <message>
        <source>Self-drawn win!</source>
        <translation>ツモ！</translation>
    </message>
    <message>
        <source>Win!</source>
        <translation>ロン！</translation>
    </message>
    <message>
        <source>Robbing the kong!</source>
        <translation>搶槓！</translation>
    </message>
    <message>
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>全員が三枚を{0}渡しました。
{2}から {1} を受け取りました。</translation>
    </message>
    <message>
        <source>{0} = {1} faan</source>
        <translation>{0} = {1}飜</translation>
    </message>
    <message>
        <source>{0} (limit)</source>
        <translation>{0}（満貫）</translation>
    </message>
    <message>
        <source>You pay {0}</source>
        <translation>あなたが {0} 支払い</translation>
    </message>
    <message>
        <source>{0} pays {1}</source>
        <translation>{0} が {1} 支払い</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>ロン</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>You win {0} with {1}
{2}</source>
        <translation>あなたの和了（{0}）：{1}
{2}</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}
{3}</source>
        <translation>{0} の和了（{1}）：{2}
{3}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しい対局…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>待った (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>Automatic moves and the tile tracker</source>
        <translation>自動操作と牌カウンター</translation>
    </message>
    <message>
        <source>Win automatically when I can</source>
        <translation>和了できるときは自動で和了する</translation>
    </message>
    <message>
        <source>Pass automatically on every claim but a win</source>
        <translation>和了以外の鳴きはすべて自動で見送る</translation>
    </message>
    <message>
        <source>Discard the tile I draw when no kong or win is possible</source>
        <translation>槓も和了もできないときはツモ牌を自動で切る</translation>
    </message>
    <message>
        <source>Show the tile tracker (copies not seen yet)</source>
        <translation>牌カウンターを表示（まだ見えていない枚数）</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <source>What the teacher shows at the table</source>
        <translation>コーチが卓上に表示するもの</translation>
    </message>
    <message>
        <source>Show my waits and their tiles left</source>
        <translation>待ち牌と残り枚数を表示</translation>
    </message>
    <message>
        <source>Highlight the tiles of the kind under the pointer</source>
        <translation>ポインタの下の牌と同じ種類の牌を強調</translation>
    </message>
    <message>
        <source>Mark the danger of my tiles against ready-looking players</source>
        <translation>テンパイらしい相手に対する手牌の危険度を表示</translation>
    </message>
    <message>
        <source>Warn before a rule costs me (passed wins, void tiles, not ready late)</source>
        <translation>ルールで損をする前に警告（見逃し、不使用宣言の牌、終盤のノーテン）</translation>
    </message>
    <message>
        <source>Sound for calls</source>
        <translation>鳴きの効果音</translation>
    </message>
    <message>
        <source>Sound for calls (needs QtMultimedia)</source>
        <translation>鳴きの効果音（QtMultimedia が必要）</translation>
    </message>
    <message>
        <source>Sound needs Qt&apos;s multimedia module, the optional extra: {0}</source>
        <translation>音には Qt のマルチメディアモジュール（オプションの追加機能）が必要です：{0}</translation>
    </message>
    <message>
        <source>Skip to the end of the hand</source>
        <translation>この局の最後まで飛ばす</translation>
    </message>
    <message>
        <source>You have nothing left to decide in this hand: play the rest at once</source>
        <translation>この局であなたが決めることはもうありません：残りを一気に進めます</translation>
    </message>
    <message>
        <source>Show or hide the list of every action at the table</source>
        <translation>卓上のすべての行動の一覧を表示／非表示</translation>
    </message>
    <message>
        <source>Practice: undo your last move in this hand; the computer players decide again</source>
        <translation>練習用：この局での直前の操作を取り消します。コンピューターは改めて判断します</translation>
    </message>
    <message>
        <source>Start a game against three computer players
(Ctrl+N)</source>
        <translation>3人のコンピューターと対局を始める
(Ctrl+N)</translation>
    </message>
    <message>
        <source>New to mahjong? Play a guided first hand</source>
        <translation>麻雀ははじめて？教わりながら最初の一局を打つ</translation>
    </message>
    <message>
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>対局はまだありません：「新しい対局」(Ctrl+N) を押してください。</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>No session is open in the scorebook.</source>
        <translation>スコアブックで開いているセッションはありません。</translation>
    </message>
    <message>
        <source>Dealer: {0}</source>
        <translation>親：{0}</translation>
    </message>
    <message>
        <source>Last hand: {0}</source>
        <translation>直前の局：{0}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>まだ局が記録されていません。</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>プレイヤー画面</translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>全画面を終了 (Esc)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全画面 (F11)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>すべてを選択(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>上(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>下(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ディレクトリが見つかりません。
正しいディレクトリ名が入力されているかを確認してください。</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ファイルが見つかりません。
正しいファイル名が入力されているかを確認してください。</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 ファイル</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 は既に存在します。
置き換えますか?</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>選択(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>場所(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新しいフォルダ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>名前の変更(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; は書き込みが禁止されています。
本当に削除しますか?</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>エイリアス</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>すべてのファイル(*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル(*)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>&apos;%1&apos; を本当に削除しますか?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>詳細表示モードへ変更</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>リスト表示モードへ変更</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ディレクトリを削除できませんでした。</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>新しいフォルダの作成</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>新しいフォルダの作成</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>詳細表示</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ディレクトリ</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ディレクトリ:</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ファイル名(&amp;N):</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>ファイルフォルダ</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ファイルの種類:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ディレクトリの検索</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>親ディレクトリへ移動</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>一覧表示</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>アドレスやブックマークのリスト</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>アドレス:</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>マイコンピュータ</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新しいフォルダ</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>親ディレクトリ</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>隠しファイルの表示(&amp;H)</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>サイドバー</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;名前 &quot;%1&quot; は使用できません。&lt;/b&gt;&lt;p&gt;文字数を減らすか、句読点を使わない別の名前を試してください。</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピュータ</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>更新日</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>無効なファイル名</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>マイコンピュータ</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>タイプ</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>値を入力:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>詳細を隠す...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>詳細を表示...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>いいえ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>はい(&amp;Y)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>ヘルプ</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>無視</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全ていいえ(&amp;O)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>デフォルトに戻す</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>すべて保存</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全てはい(&amp;A)</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Bottom</source>
        <translation>下端にスクロール</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左端にスクロール</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>１ページ進む</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>１ページ左へスクロール</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>１ページ右へスクロール</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>１ページ戻る</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>右端にスクロール</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>下へスクロール</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>ここにスクロール</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>左へスクロール</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>右へスクロール</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>上へスクロール</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>上端にスクロール</translation>
    </message>
</context>
<context>
    <name>QUndoGroup</name>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 をやり直す</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
</context>
<context>
    <name>QUndoModel</name>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;空&gt;</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 をやり直す</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>リンクの場所をコピー(&amp;L)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>すべてを選択</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Hand {0} begins; {1} deals</source>
        <translation>第{0}局 開始、親は {1}</translation>
    </message>
    <message>
        <source>Hand {0} begins; you deal</source>
        <translation>第{0}局 開始、親はあなた</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>下家へ</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>上家へ</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>対面へ</translation>
    </message>
    <message>
        <source>Everyone passes three tiles {0}</source>
        <translation>全員が三枚を{0}渡す</translation>
    </message>
    <message>
        <source>Void suits: {0}</source>
        <translation>不使用宣言：{0}</translation>
    </message>
    <message>
        <source>{0} draws a replacement tile: {1}</source>
        <translation>{0} が嶺上牌をツモ：{1}</translation>
    </message>
    <message>
        <source>You draw a replacement tile: {0}</source>
        <translation>あなたは嶺上牌をツモ：{0}</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} が {1} をツモ</translation>
    </message>
    <message>
        <source>You draw {0}</source>
        <translation>あなたは {0} をツモ</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} が {1} を捨てる</translation>
    </message>
    <message>
        <source>You discard {0}</source>
        <translation>あなたは {0} を捨てる</translation>
    </message>
    <message>
        <source>(passing a win worth {0})</source>
        <translation>（点数{0}の和了を見逃し）</translation>
    </message>
    <message>
        <source>{0} lets {1} go</source>
        <translation>{0} は {1} をスキップ</translation>
    </message>
    <message>
        <source>You let {0} go</source>
        <translation>あなたは {0} をスキップ</translation>
    </message>
    <message>
        <source>{0} pongs {1} from {2}</source>
        <translation>{0} が {2} から {1} をポン</translation>
    </message>
    <message>
        <source>You pong {0} from {1}</source>
        <translation>あなたは {1} から {0} をポン</translation>
    </message>
    <message>
        <source>{0} pongs {1} from you</source>
        <translation>{0} があなたから {1} をポン</translation>
    </message>
    <message>
        <source>{0} chows {1} from {2}</source>
        <translation>{0} が {2} からチー：{1}</translation>
    </message>
    <message>
        <source>You chow {0} from {1}</source>
        <translation>あなたは {1} からチー：{0}</translation>
    </message>
    <message>
        <source>{0} chows {1} from you</source>
        <translation>{0} があなたからチー：{1}</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws {2} from the far end</source>
        <translation>{0} が {1} を抜き、王牌側から {2} を補充</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>あなたは {0} を抜き、王牌側から {1} を補充</translation>
    </message>
    <message>
        <source>{0} adds {1} to a pong</source>
        <translation>{0} が {1} をポンに加える</translation>
    </message>
    <message>
        <source>You add {0} to a pong</source>
        <translation>あなたは {0} をポンに加える</translation>
    </message>
    <message>
        <source>{0}: {1} of {2}</source>
        <translation>{0}：{2} の{1}</translation>
    </message>
    <message>
        <source>{0} robs the kong on {1}</source>
        <translation>{0} が {1} で搶槓</translation>
    </message>
    <message>
        <source>You rob the kong on {0}</source>
        <translation>あなたは {0} で搶槓</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} からロン</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>あなたからロン</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>{0} の槓を搶槓</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>あなたの槓を搶槓</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}: {3} ({4})</source>
        <translation>{0} が {2} で和了（{1}）：{3}（{4}）</translation>
    </message>
    <message>
        <source>You win {0} with {1}: {2} ({3})</source>
        <translation>あなたは {1} で和了（{0}）：{2}（{3}）</translation>
    </message>
    <message>
        <source>{0} draws a tile</source>
        <translation>{0} がツモ</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws a replacement</source>
        <translation>{0} が {1} を抜き、補充牌をツモ</translation>
    </message>
    <message>
        <source>Hand over: {0}</source>
        <translation>局終了：{0}</translation>
    </message>
    <message>
        <source>Match over: {0}</source>
        <translation>対局終了：{0}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>The start of the game</source>
        <translation>対局の開始</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>最初へ (Home)</translation>
    </message>
    <message>
        <source>The previous hand (Page Up)</source>
        <translation>前の局 (Page Up)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>1手戻る (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>再生／一時停止 (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>1手進む (Right)</translation>
    </message>
    <message>
        <source>The next hand (Page Down)</source>
        <translation>次の局 (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>最後へ (End)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>視点：</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>全員の手牌を表示</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>手を提案</translation>
    </message>
    <message>
        <source>When the seat you watch has a decision, show what the strong computer player would do and why</source>
        <translation>見ている席に判断の場面があるとき、強いコンピューターならどうするかとその理由を表示します</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>この対局を検討…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>あなたのすべての判断をエンジンが判定：悪い順に、損失と理由つき</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand {0}: {1}. The engine agrees.</source>
        <translation>第{0}局：{1}。エンジンも同意。</translation>
    </message>
    <message>
        <source>Hand {0}: {1}; best {2}. Loss {3} ± {4}</source>
        <translation>第{0}局：{1}；最善 {2}。損失 {3} ± {4}</translation>
    </message>
    <message>
        <source>Agrees with the engine</source>
        <translation>エンジンと一致</translation>
    </message>
    <message>
        <source>A small loss</source>
        <translation>小さな損</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Hand {0}: {1}. Not judged yet.</source>
        <translation>第{0}局：{1}。未判定。</translation>
    </message>
    <message>
        <source>Not judged yet</source>
        <translation>未判定</translation>
    </message>
    <message>
        <source>Hand {0}: you chose {1}. Not judged yet.</source>
        <translation>第{0}局：あなたの選択は{1}。未判定。</translation>
    </message>
    <message>
        <source>Every decision of the seat is on the left, judged one after another; choose one to see the table at that moment.</source>
        <translation>この席のすべての判断が左にあり、順に判定されます。選ぶとその時点の卓が見られます。</translation>
    </message>
    <message>
        <source>{0} · hand {1}: you chose {2}; the engine&apos;s best is {3}.</source>
        <translation>{0} · 第{1}局：あなたの選択は{2}、エンジンの最善は{3}。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} rank points on average.</source>
        <translation>ミス：平均 {0} ± {1} 順位点の損。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} points on average.</source>
        <translation>ミス：平均 {0} ± {1} 点の損。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} rank points on average.</source>
        <translation>小さな損：平均 {0} ± {1} 順位点。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} points on average.</source>
        <translation>小さな損：平均 {0} ± {1} 点。</translation>
    </message>
    <message>
        <source>{0} (your choice)</source>
        <translation>{0}（あなたの選択）</translation>
    </message>
    <message>
        <source>{0} ± {1}</source>
        <translation>{0} ± {1}</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} rank points</source>
        <translation>
            <numerusform>%n 件の判断：一致率 {0}、100件あたりのミス {1}、損失 {2} 順位点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation>
            <numerusform>%n 件の判断：一致率 {0}、100件あたりのミス {1}、損失 {2} 点</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}. The game: {2}</source>
        <translation>{0}、{1}。対局全体：{2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>第{0}局：{1}</translation>
    </message>
    <message>
        <source>%v of %m judged</source>
        <translation>%m 件中 %v 件判定済み</translation>
    </message>
    <message>
        <source>The review stopped: this game cannot be reviewed ({0}).</source>
        <translation>検討を中止しました：この対局は検討できません（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation>
            <numerusform>キャンセルしました：%n 件を判定済み。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision is judged.</source>
        <translation>すべての判断を判定しました。</translation>
    </message>
    <message>
        <source>Judging… each decision&apos;s moves are played out many times.</source>
        <translation>判定中…各判断の候補を何度も打ち切ります。</translation>
    </message>
    <message>
        <source>The mistakes could not be kept in Drills ({0}).</source>
        <translation>ミスをドリルに保存できませんでした（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation>
            <numerusform>%n 件のミスをドリルの「あなたのミス」に送りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your profile could not be read or kept ({0}).</source>
        <translation>あなたのプロフィールを読み込めないか保存できませんでした（{0}）。</translation>
    </message>
    <message>
        <source>Your profile in {0}: no game reviewed to the end yet.</source>
        <translation>{0}でのあなたのプロフィール：最後まで振り返った対局はまだありません。</translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation>
            <numerusform>{0}でのあなたのプロフィール（振り返った対局 %n 局）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation>
            <numerusform>{0}：判断 %n 回、100 回あたりミス {1} 回、判断 1 回あたり {2} 順位点の損失</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation>
            <numerusform>{0}：判断 %n 回、100 回あたりミス {1} 回、判断 1 回あたり {2} 点の損失</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation>
            <numerusform>エンジンとの一致率、直近 %n 局：</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing on from hand {0} in Play.</source>
        <translation>対局で第{0}局から続けます。</translation>
    </message>
    <message>
        <source>Play is not open here: the replay shows the moment instead.</source>
        <translation>ここでは対局を開けません：代わりにリプレイでその時点を表示します。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>対局の検討</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop judging; the decisions judged so far stay</source>
        <translation>判定を止めます。判定済みの判断は残ります</translation>
    </message>
    <message>
        <source>In the order played</source>
        <translation>打った順</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>悪い順</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>期待点</translation>
    </message>
    <message>
        <source>Expected rank points</source>
        <translation>期待順位点</translation>
    </message>
    <message>
        <source>Futures</source>
        <translation>試行数</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聴</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>有効牌</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>危険度</translation>
    </message>
    <message>
        <source>The game&apos;s rank points expected at the hand&apos;s end (4 to 1, by the points the game&apos;s other hands may still move), on average over the futures played, ± the standard error</source>
        <translation>局の終わりでのこのゲームの期待順位点（4〜1。残りの局で点差が動く分も含む）。試行した展開の平均 ± 標準誤差</translation>
    </message>
    <message>
        <source>Points to the hand&apos;s end, on average over the futures played, ± the standard error</source>
        <translation>局の終わりまでの点数（試行の平均）± 標準誤差</translation>
    </message>
    <message>
        <source>Tiles from ready after the discard</source>
        <translation>打牌後の向聴数</translation>
    </message>
    <message>
        <source>Unseen tiles that would bring the hand closer to ready</source>
        <translation>手を聴牌に近づける見えていない牌の枚数</translation>
    </message>
    <message>
        <source>The chance the tile wins for a player who looks ready</source>
        <translation>聴牌していそうな相手に当たる確率</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>ここから続ける</translation>
    </message>
    <message>
        <source>Go on from this moment against the computer players, as practice</source>
        <translation>この時点からコンピューター相手に練習として続けます</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>リプレイで開く</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Club players</source>
        <translation>クラブのプレイヤー</translation>
    </message>
    <message>
        <source>Names kept for the session dialog&apos;s seats. Forgetting a name changes no session.</source>
        <translation>セッションの席に選べる名前です。名前を外しても、どのセッションも変わりません。</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>新しいプレイヤーの名前</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>外す</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <source>Cap</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Self-draw bonus (each payer)</source>
        <translation>ツモの加点（支払う人ごと）</translation>
    </message>
    <message>
        <source>Exposed kong (each payer)</source>
        <translation>大明槓（支払う人ごと）</translation>
    </message>
    <message>
        <source>Added kong (each payer)</source>
        <translation>小明槓（支払う人ごと）</translation>
    </message>
    <message>
        <source>Concealed kong (each payer)</source>
        <translation>暗槓（支払う人ごと）</translation>
    </message>
    <message>
        <source>Flower pig amount</source>
        <translation>花豚の点数</translation>
    </message>
    <message>
        <source>False win penalty (0: none)</source>
        <translation>誤和了の罰符（0：なし）</translation>
    </message>
    <message>
        <source>Exchange three before the void</source>
        <translation>欠け色を決める前に三枚交換</translation>
    </message>
    <message>
        <source>The three may be of any suits</source>
        <translation>三枚はどの色でもよい</translation>
    </message>
    <message>
        <source>The three are passed</source>
        <translation>三枚を渡す方向</translation>
    </message>
    <message>
        <source>A declined win or pong is barred until the next draw (过胡/过碰)</source>
        <translation>見逃した和了やポンは次のツモまでできない（过胡/过碰）</translation>
    </message>
    <message>
        <source>Rank points 4/3/2/1 per game</source>
        <translation>ゲームごとの順位点 4/3/2/1</translation>
    </message>
    <message>
        <source>A win on a kong&apos;s replacement discard</source>
        <translation>槓の直後の捨て牌で和了されたとき</translation>
    </message>
    <message>
        <source>Who pays a win</source>
        <translation>和了の支払い方</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>和了のあと</translation>
    </message>
    <message>
        <source>Who receives a flower pig&apos;s amount</source>
        <translation>花豚の支払いを受け取る人</translation>
    </message>
    <message>
        <source>A flower pig pays all three others</source>
        <translation>花豚は他の三人全員に払う</translation>
    </message>
    <message>
        <source>At the wall&apos;s end all still in return kong money</source>
        <translation>流局時、残る全員が槓の点数を返す</translation>
    </message>
    <message>
        <source>Kong money is returned to winners too</source>
        <translation>槓の点数は和了者にも返す</translation>
    </message>
    <message>
        <source>in a direction drawn each hand</source>
        <translation>毎局くじで決めた方向へ</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>下家へ</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>上家へ</translation>
    </message>
    <message>
        <source>to the player across</source>
        <translation>対面へ</translation>
    </message>
    <message>
        <source>the three others; its kongs returned</source>
        <translation>他の三人（自分の槓は返す）</translation>
    </message>
    <message>
        <source>the non-pigs still in</source>
        <translation>残っている花豚以外の人</translation>
    </message>
    <message>
        <source>the others still in, at least their ready value</source>
        <translation>残る他の人に、最低でもテンパイの価値</translation>
    </message>
    <message>
        <source>the kong money is returned</source>
        <translation>槓の点は返す</translation>
    </message>
    <message>
        <source>the kong money is kept</source>
        <translation>槓の点はそのまま</translation>
    </message>
    <message>
        <source>kept, returned if a kong made after it is robbed</source>
        <translation>そのまま。その後の槓が搶槓されたら返す</translation>
    </message>
    <message>
        <source>the kong money goes to the winner (呼叫转移)</source>
        <translation>槓の点は和了者へ（呼叫转移）</translation>
    </message>
    <message>
        <source>the winner leaves the hand (血战到底)</source>
        <translation>和了者はその局を抜ける（血战到底）</translation>
    </message>
    <message>
        <source>the winner stays and may win again (血流成河)</source>
        <translation>和了者は残り、もう一度和了できる（血流成河）</translation>
    </message>
    <message>
        <source>nobody: it is a penalty</source>
        <translation>誰も受け取らない（罰符）</translation>
    </message>
    <message>
        <source>the discarder alone (Modern, table P)</source>
        <translation>放銃者のみ（モダン、P 表）</translation>
    </message>
    <message>
        <source>all three, with doublings (Classical, table Q)</source>
        <translation>三人全員、倍付けあり（クラシック、Q 表）</translation>
    </message>
    <message>
        <source>{0} (house rules on {1})</source>
        <translation>{0}（{1}をもとにしたハウスルール）</translation>
    </message>
</context>
<context>
    <name>RuleSetsDialog</name>
    <message>
        <source>{0} (cannot be read: {1})</source>
        <translation>{0}（読み込めません：{1}）</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>わたしたちのハウスルール</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>倍</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>{0}: {1} (was {2})</source>
        <translation>{0}：{1}（元は {2}）</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>数えない</translation>
    </message>
    <message>
        <source>{0} faan: {1} points (was {2})</source>
        <translation>{0} 番：{1} 点（元は {2}）</translation>
    </message>
    <message>
        <source>No change: these are the rules of {0}.</source>
        <translation>変更なし：{0}のルールそのままです。</translation>
    </message>
    <message>
        <source>Against {0}: {1}</source>
        <translation>{0}との違い：{1}</translation>
    </message>
    <message>
        <source>These rules cannot be explained</source>
        <translation>このルールは説明できません</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The rule set was not saved</source>
        <translation>ルールを保存できませんでした</translation>
    </message>
    <message>
        <source>The rule set was not deleted</source>
        <translation>ルールを削除できませんでした</translation>
    </message>
    <message>
        <source>The rule set was not imported</source>
        <translation>ルールをインポートできませんでした</translation>
    </message>
    <message>
        <source>The rule set was not exported</source>
        <translation>ルールをエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Import a rule set</source>
        <translation>ルールをインポート</translation>
    </message>
    <message>
        <source>Rule set (*.mjrules)</source>
        <translation>ルールファイル (*.mjrules)</translation>
    </message>
    <message>
        <source>Export the rule set</source>
        <translation>ルールをエクスポート</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Explain with hands…</source>
        <translation>手で説明…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>The rule set</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>もとにするルール：</translation>
    </message>
    <message>
        <source>Events and the cap</source>
        <translation>イベントと上限</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>役</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>数える</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>Faan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Base points</source>
        <translation>基本点</translation>
    </message>
</context>
<context>
    <name>RulesCompareDialog</name>
    <message>
        <source>What {0} changes against {1}</source>
        <translation>{1} と比べた {0} の違い</translation>
    </message>
    <message>
        <source>These rules are of different families: they share little beyond the tiles. The Learn page “How the rulesets differ” compares them.</source>
        <translation>この二つは系統の違うルールで、牌以外に共通点はほとんどありません。学習ページ「ルールの違い」で比べています。</translation>
    </message>
    <message>
        <source>No difference: both play and pay the same.</source>
        <translation>違いはありません。打ち方も支払いも同じです。</translation>
    </message>
    <message>
        <source>Each difference below is shown on a hand the engine settles both ways, with only that difference made.</source>
        <translation>以下の違いはそれぞれ一つの手で示します。エンジンがその違いだけを変えて両方のルールで精算します。</translation>
    </message>
    <message>
        <source>The same hands under both</source>
        <translation>同じ手を両方のルールで</translation>
    </message>
    <message>
        <source>These rules count in different units ({0} and {1}), so here the hands are settled with every difference at once.</source>
        <translation>この二つは単位が違う（{0} と {1}）ので、ここではすべての違いをまとめて精算しています。</translation>
    </message>
    <message>
        <source>This changes how the game is played, not what one hand pays.</source>
        <translation>これは打ち方を変えるもので、一局の支払いは変えません。</translation>
    </message>
    <message>
        <source>Not shown alone: the two count in different units (see the hands at the end).</source>
        <translation>単独では示せません：単位が違います（最後の手を参照）。</translation>
    </message>
    <message>
        <source>No example hand pays differently for this alone.</source>
        <translation>これだけで支払いが変わる例の手はありません。</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>数えない</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>no</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>数える</translation>
    </message>
    <message>
        <source>Base points of a {0}-faan hand</source>
        <translation>{0}飜の手の基本点</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}：{1} → {2}</translation>
    </message>
    <message>
        <source>{0} draws the winning tile.</source>
        <translation>{0} がツモで和了します。</translation>
    </message>
    <message>
        <source>{0} robs {1}&apos;s kong.</source>
        <translation>{0} が {1} の槓を搶槓します。</translation>
    </message>
    <message>
        <source>{1} makes an exposed kong on {2}&apos;s discard, {2} a concealed kong; {0} wins on {3}&apos;s discard; at the wall&apos;s end {1} is ready, {2} is not, and {3} still holds tiles of all three suits.</source>
        <translation>{1} が {2} の捨て牌で大明槓、{2} が暗槓。{0} が {3} の捨て牌でロン。壁牌が尽きたとき {1} はテンパイ、{2} はノーテン、{3} はまだ三色の牌を持っています。</translation>
    </message>
    <message>
        <source>{1} makes a concealed kong and throws the replacement draw; {0} wins on it.</source>
        <translation>{1} が暗槓し、嶺上牌を捨てます。{0} がその牌でロンします。</translation>
    </message>
    <message>
        <source>{1} adds a tile to a pong; then {0} wins on {3}&apos;s discard.</source>
        <translation>{1} が小明槓し、そのあと {0} が {3} の捨て牌でロンします。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard, then draws a winning tile again.</source>
        <translation>{0} が {1} の捨て牌でロンし、そのあと再びツモで和了します。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard; {2} declares a win that is none.</source>
        <translation>{0} が {1} の捨て牌でロン。{2} は誤ロンを宣言します。</translation>
    </message>
    <message>
        <source>{0} wins a {1}-faan hand on {2}&apos;s discard.</source>
        <translation>{0} が {2} の捨て牌で {1} 飜の手をロンします。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard.</source>
        <translation>{0} が {1} の捨て牌でロンします。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>卓</translation>
    </message>
    <message>
        <source>{0} → {1}: {2} ({3})</source>
        <translation>{0} → {1}：{2}（{3}）</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Compare rules</source>
        <translation>ルールの比較</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>元：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>変更後：</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Running totals after each hand</source>
        <translation>各局後の累計点</translation>
    </message>
</context>
<context>
    <name>ScorebookDialogs</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>ScorebookPage</name>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>セッションを削除</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>The scorebook is busy: another program is writing it. Try again in a moment.</source>
        <translation>スコアブックは使用中です：別のプログラムが書き込んでいます。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The scorebook file is damaged. It was left as it is: restore it from a backup.</source>
        <translation>スコアブックのファイルが破損しています。ファイルはそのままにしてあります：バックアップから復元してください。</translation>
    </message>
    <message>
        <source>This session was changed in another window or program. It now shows what is saved; your change was not saved.</source>
        <translation>このセッションは別のウィンドウまたはプログラムで変更されました。保存されている内容を表示しています。あなたの変更は保存されていません。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>そのファイルはスコアブックそのものです：別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>Session {0} is damaged in the scorebook and cannot be read.</source>
        <translation>スコアブックのセッション {0} は破損していて読み込めません。</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>セッションがまだありません</translation>
    </message>
    <message>
        <source>The scorebook cannot be opened</source>
        <translation>スコアブックを開けません</translation>
    </message>
    <message>
        <source>Create a session for your table: choose the rules and the four players, then record each hand as it is played.</source>
        <translation>卓のセッションを作成しましょう：ルールと4人のプレイヤーを選び、局が終わるごとに記録していきます。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Next dealer: {0}</source>
        <translation>次の親：{0}</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>場風：{0}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Self-draws</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>放銃</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>テンパイ</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>ノーテン</translation>
    </message>
    <message>
        <source>Flower pigs</source>
        <translation>花豚</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最高打点</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>1局平均</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Hand {0} · dealer {1}</source>
        <translation>第{0}局 · 親 {1}</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Opened the scorebook {0}.</source>
        <translation>スコアブック {0} を開きました。</translation>
    </message>
    <message>
        <source>Open scorebook</source>
        <translation>スコアブックを開く</translation>
    </message>
    <message>
        <source>Scorebooks (*.sqlite3 *.sqlite *.db)</source>
        <translation>スコアブック (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>{0}
{1} · {2}</source>
        <translation>{0}
{1} · {2}</translation>
    </message>
    <message>
        <source>No session matches “{0}”.</source>
        <translation>「{0}」に合うセッションはありません。</translation>
    </message>
    <message>
        <source>{0} is not a scorebook.</source>
        <translation>{0} はスコアブックではありません。</translation>
    </message>
    <message>
        <source>{0} was written by a newer version of the app; update the app to open it.</source>
        <translation>{0} は新しいバージョンのアプリで書かれています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero.</source>
        <translation>対局終了：持ち点がマイナスになりました。</translation>
    </message>
    <message>
        <source>The chart shows each player&apos;s running total once a hand is recorded.</source>
        <translation>局を記録すると、各プレイヤーの累計点がグラフに表示されます。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>an entry in hand {0}</source>
        <translation>第{0}局の記録</translation>
    </message>
    <message>
        <source>the edit of an entry in hand {0}</source>
        <translation>第{0}局の記録の編集</translation>
    </message>
    <message>
        <source>the deletion of an entry in hand {0}</source>
        <translation>第{0}局の記録の削除</translation>
    </message>
    <message>
        <source>the deletion of hand {0}</source>
        <translation>第{0}局の削除</translation>
    </message>
    <message>
        <source>the start of hand {0}</source>
        <translation>第{0}局の開始</translation>
    </message>
    <message>
        <source>hand {0} drawn</source>
        <translation>第{0}局の流局</translation>
    </message>
    <message>
        <source>the note of hand {0}</source>
        <translation>第{0}局のメモ</translation>
    </message>
    <message>
        <source>{0} round</source>
        <translation>{0}場</translation>
    </message>
    <message>
        <source>won: {0}</source>
        <translation>和了：{0}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>{0} wins robbing {1}&apos;s kong</source>
        <translation>{0} が {1} の槓を搶槓で和了</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard</source>
        <translation>{0} が {1} からロン</translation>
    </message>
    <message>
        <source>{0} wins by self-draw</source>
        <translation>{0} がツモ和了</translation>
    </message>
    <message>
        <source>{0}: exposed kong on {1}&apos;s discard</source>
        <translation>{0}：{1} の捨て牌で大明槓</translation>
    </message>
    <message>
        <source>{0}: added kong</source>
        <translation>{0}：小明槓</translation>
    </message>
    <message>
        <source>(not at once)</source>
        <translation>（ツモ直後ではない）</translation>
    </message>
    <message>
        <source>{0}: concealed kong</source>
        <translation>{0}：暗槓</translation>
    </message>
    <message>
        <source>{0} ready ({1} {2})</source>
        <translation>{0} テンパイ（{1}{2}）</translation>
    </message>
    <message>
        <source>{0} not ready</source>
        <translation>{0} ノーテン</translation>
    </message>
    <message>
        <source>{0} flower pig</source>
        <translation>{0} 花豚</translation>
    </message>
    <message>
        <source>Wall end: {0}</source>
        <translation>流局精算：{0}</translation>
    </message>
    <message>
        <source>Drawn hand: nobody won</source>
        <translation>流局：和了者なし</translation>
    </message>
    <message>
        <source>{0}: false win penalty</source>
        <translation>{0}：チョンボの罰符</translation>
    </message>
    <message>
        <source>{0}: dead hand</source>
        <translation>{0}：アガリ放棄</translation>
    </message>
    <message>
        <source>Payments of hand {0}</source>
        <translation>第{0}局の支払い</translation>
    </message>
    <message>
        <source>Payments of this entry</source>
        <translation>この記録の支払い</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>支払う人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>受け取る人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>A kong cannot be made on the player&apos;s own discard: choose who discarded the fourth tile.</source>
        <translation>自分の捨て牌でカンはできません。4枚目を捨てた人を選んでください。</translation>
    </message>
    <message>
        <source>The discarder has already won and is out of the hand.</source>
        <translation>放銃者はすでに和了していて、この局から抜けています。</translation>
    </message>
    <message>
        <source>At the wall&apos;s end a hand has 13 tiles (a kong counts as 3).</source>
        <translation>流局時の手牌は13枚です（カンは3枚と数えます）。</translation>
    </message>
    <message>
        <source>Hand {0} recorded as drawn. Undo ({1}) takes it back.</source>
        <translation>第{0}局を流局として記録しました。元に戻す（{1}）で取り消せます。</translation>
    </message>
    <message>
        <source>{0} – hand {1}</source>
        <translation>{0} – 第{1}局</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>A note for hand {0}:</source>
        <translation>第{0}局のメモ：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Hand {0} has nothing recorded yet: record its first entry instead of starting another hand.</source>
        <translation>第{0}局にはまだ何も記録されていません。別の局を始めずに、最初の記録を入れてください。</translation>
    </message>
    <message>
        <source>Hand {0} is over: the next entry starts hand {1} by itself.</source>
        <translation>第{0}局は終わっています。次の記録で第{1}局が自動的に始まります。</translation>
    </message>
    <message>
        <source>Hand {0} started.</source>
        <translation>第{0}局を開始しました。</translation>
    </message>
    <message>
        <source>Deleted. Undo ({0}) puts it back.</source>
        <translation>削除しました。元に戻す（{0}）で戻せます。</translation>
    </message>
    <message>
        <source>Delete the empty hand {0}?</source>
        <translation>空の第{0}局を削除しますか？</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>局を削除</translation>
    </message>
    <message>
        <source>Delete hand {0} and everything recorded in it?</source>
        <translation>第{0}局とその記録をすべて削除しますか？</translation>
    </message>
    <message>
        <source>This win is scored under {0}. Start a session with these rules to record it.</source>
        <translation>この和了は{0}で計算されています。記録するには、このルールでセッションを開始してください。</translation>
    </message>
    <message>
        <source>This file cannot be read ({0}): {1}</source>
        <translation>このファイルは読み込めません（{0}）：{1}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>「{0}」をインポートしました。</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>セッションをエクスポート</translation>
    </message>
    <message>
        <source>Could not write the file: {0}</source>
        <translation>ファイルに書き込めませんでした：{0}</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>{0} にエクスポートしました。</translation>
    </message>
    <message>
        <source>Import session</source>
        <translation>セッションをインポート</translation>
    </message>
    <message>
        <source>Ledger JSON (*.json)</source>
        <translation>台帳 JSON (*.json)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新規…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編集…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>保存しています…</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>局数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked copy</source>
        <translation>印付きのコピー</translation>
    </message>
    <message>
        <source>Created {0}</source>
        <translation>作成 {0}</translation>
    </message>
    <message>
        <source>Created {0} · changed {1}</source>
        <translation>作成 {0} · 変更 {1}</translation>
    </message>
    <message>
        <source>Last changed {0}</source>
        <translation>最終変更 {0}</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}：{1} → {2}</translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation>
            <numerusform>すべての局を新しいルールで精算し直します：%n 局が変わります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals before and after:</source>
        <translation>変更前と変更後の合計：</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>ルールを変更</translation>
    </message>
    <message>
        <source>The rules were not changed. Hand {0} cannot be settled under the new rules: {1}</source>
        <translation>ルールは変更されませんでした。第{0}局は新しいルールで精算できません：{1}</translation>
    </message>
    <message>
        <source>The rules were not changed: {0}</source>
        <translation>ルールは変更されませんでした：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation>
            <numerusform>セッション「{0}」を削除しますか？記録された局：%n。元に戻せません。</numerusform>
        </translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Skip it, or import it as a marked copy? A marked copy is counted once in the club&apos;s statistics.</source>
        <translation>このセッションはすでにスコアブックに「{0}」としてあります。スキップしますか、それとも印付きのコピーとしてインポートしますか？印付きのコピーはクラブの統計で一度だけ数えられます。</translation>
    </message>
    <message>
        <source>Import as a marked copy</source>
        <translation>印付きのコピーとしてインポート</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>A session&apos;s name is text of at most 200 characters.</source>
        <translation>セッション名は 200 文字以内のテキストです。</translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation>
            <numerusform>終わった場：%n / {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation>
            <numerusform>終わった局：%n / {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The planned length is reached ({0}). Record more hands if the table plays on.</source>
        <translation>予定の長さに達しました（{0}）。続けて打つなら、そのまま記録できます。</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>1点 {0}</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>一晩の支払いは最大 {0}</translation>
    </message>
    <message>
        <source>The cap cut what {0} pays; the winners share what is paid.</source>
        <translation>上限で{0}の支払いが減りました。勝者は支払われた額を分け合います。</translation>
    </message>
    <message>
        <source>Penalties paid to nobody go to the pot: {0}.</source>
        <translation>誰にも支払われない罰符は積み立てへ：{0}。</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>誰も支払いません。</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>積み立て</translation>
    </message>
    <message>
        <source>This session keeps no money. Set a stake a point with Edit… to see who pays whom at the end of the night.</source>
        <translation>このセッションはお金を記録しません。「編集…」で1点あたりの金額を設定すると、夜の終わりに誰が誰に払うかが分かります。</translation>
    </message>
    <message>
        <source>the seat change before hand {0} ({1})</source>
        <translation>第{0}局前の席替え（{1}）</translation>
    </message>
    <message>
        <source>Hands {0}–{1}</source>
        <translation>第{0}–{1}局</translation>
    </message>
    <message>
        <source>seats: {0}</source>
        <translation>席：{0}</translation>
    </message>
    <message>
        <source>Delete this entry of hand {0}?
{1}</source>
        <translation>第{0}局のこの記録を削除しますか？
{1}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>記録を削除</translation>
    </message>
    <message>
        <source>Open a session first.</source>
        <translation>先にセッションを開いてください。</translation>
    </message>
    <message>
        <source>Seats change between games: hand {0} is not over yet.</source>
        <translation>席替えはゲームの合間だけです：第{0}局はまだ終わっていません。</translation>
    </message>
    <message>
        <source>Seats change between games: {0} of this game&apos;s {1} hands are played.</source>
        <translation>席替えはゲームの合間だけです：このゲームの{1}局のうち{0}局しか終わっていません。</translation>
    </message>
    <message>
        <source>Seats change between games: the {0} round is not over yet.</source>
        <translation>席替えはゲームの合間だけです：{0}場はまだ終わっていません。</translation>
    </message>
    <message>
        <source>From hand {0} on: {1}.</source>
        <translation>第{0}局から：{1}。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>元に戻す操作はありません。</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>元に戻しました：{0}。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>やり直す操作はありません。</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>やり直しました：{0}。</translation>
    </message>
    <message>
        <source>the dealer here is {0}, not {1}</source>
        <translation>ここでの親は {1} ではなく {0}</translation>
    </message>
    <message>
        <source>the players still in here are {0}, not {1}</source>
        <translation>ここで残っているのは {1} ではなく {0}</translation>
    </message>
    <message>
        <source>the prevailing wind here is {0}, not {1}</source>
        <translation>ここでの場風は {1} ではなく {0}</translation>
    </message>
    <message>
        <source>In the calculator: {0}. In this session: {1}.</source>
        <translation>点数計算では：{0}。このセッションでは：{1}。</translation>
    </message>
    <message>
        <source>The difference: {0}.</source>
        <translation>違い：{0}。</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>和了者</translation>
    </message>
    <message>
        <source>note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>{0} 合計</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>{0} 和了</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>points</source>
        <translation>持ち点</translation>
    </message>
    <message>
        <source>rank points</source>
        <translation>順位点</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>1点の金額</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>money</source>
        <translation>精算額</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>pot</source>
        <translation>積み立て</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>席順</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>{0} をインポートしています…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表 (*.csv)</translation>
    </message>
    <message>
        <source>CSV table, headings in this language (*.csv)</source>
        <translation>CSV 表、見出しは日本語 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Night&apos;s money</source>
        <translation>今夜の精算</translation>
    </message>
    <message>
        <source>Saved the session as {0}.</source>
        <translation>セッションを {0} に保存しました。</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>PDFとして保存</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Search by player, name or date</source>
        <translation>プレイヤー・名前・日付で検索</translation>
    </message>
    <message>
        <source>Open scorebook…</source>
        <translation>スコアブックを開く…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>プレイヤー…</translation>
    </message>
    <message>
        <source>The club&apos;s players, kept across sessions</source>
        <translation>セッションをまたいで残るクラブのプレイヤー</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the standings and the hands as a PDF to print</source>
        <translation>順位と局の一覧を印刷用のPDFに保存します</translation>
    </message>
    <message>
        <source>Save session as PDF…</source>
        <translation>セッションをPDFとして保存…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Win… (W)</source>
        <translation>和了… (W)</translation>
    </message>
    <message>
        <source>Kong… (K)</source>
        <translation>カン… (K)</translation>
    </message>
    <message>
        <source>Wall end… (E)</source>
        <translation>流局精算… (E)</translation>
    </message>
    <message>
        <source>Penalty… (P)</source>
        <translation>ペナルティ… (P)</translation>
    </message>
    <message>
        <source>Drawn hand (D)</source>
        <translation>流局 (D)</translation>
    </message>
    <message>
        <source>Records the hand as drawn at once; Undo takes it back</source>
        <translation>すぐに流局として記録します。元に戻すで取り消せます</translation>
    </message>
    <message>
        <source>New hand (N)</source>
        <translation>新しい局 (N)</translation>
    </message>
    <message>
        <source>Change seats…</source>
        <translation>席替え…</translation>
    </message>
    <message>
        <source>Between games: a player leaves and another sits down, or two swap seats</source>
        <translation>ゲームの合間に：一人が抜けて別の人が座る、または二人が席を替わる</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>プレイヤー画面</translation>
    </message>
    <message>
        <source>A second window for the table: the standings in large type, the dealer and the last hand, following the scorebook</source>
        <translation>卓のための二つ目のウィンドウ：大きな文字の順位、親、直前の局。スコアブックに合わせて更新されます</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>このルールの全セッション（プレイヤーは名前で照合）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>The wall ran out: who is ready, not ready or a flower pig (查叫)</source>
        <translation>牌山が尽きたとき：テンパイ、ノーテン、花豚の人を記録します（ノーテン罰符）</translation>
    </message>
    <message>
        <source>A hand that ends with a third winner or the wall&apos;s end starts the next one by itself</source>
        <translation>3人目の和了または流局で局が終わると、次の局が自動で始まります</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Change seats</source>
        <translation>席替え</translation>
    </message>
    <message>
        <source>From hand {0} on, these players sit in these seats. The hands played keep the names they were played with; each player&apos;s standing adds up every seat they held.</source>
        <translation>第{0}局から、これらのプレイヤーがこれらの席に座ります。終わった局はそのときの名前のままです。各プレイヤーの成績は座ったすべての席の合計です。</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0}番席：</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>どの席にも名前が必要です。</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>名前は{0}文字までです。</translation>
    </message>
    <message>
        <source>The four seats need four different names.</source>
        <translation>四つの席には異なる四つの名前が必要です。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>これらのプレイヤーはすでにこの席に座っています。</translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新しいセッション</translation>
    </message>
    <message>
        <source>e.g. Friday club</source>
        <translation>例：金曜麻雀会</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>ルールの種類：</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>場風：</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>プレイヤー（席順）</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>プレイヤー{0}</translation>
    </message>
    <message>
        <source>Type a name or pick one of the club&apos;s players</source>
        <translation>名前を入力するか、クラブのプレイヤーから選びます</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0}番席：</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>起家：</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>お金</translation>
    </message>
    <message>
        <source>No money</source>
        <translation>お金なし</translation>
    </message>
    <message>
        <source>Stake a point:</source>
        <translation>1点の金額：</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>The most a player pays in the night; the winners share what the losers pay</source>
        <translation>一晩に1人が払う最大額。勝者は負けた人の支払いを分け合います</translation>
    </message>
    <message>
        <source>Cap a night:</source>
        <translation>一晩の上限：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Two seats have the same name ({0}): give each player a name of their own.</source>
        <translation>2つの席が同じ名前です（{0}）。プレイヤーごとに別の名前を付けてください。</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Play</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Move along your hand</source>
        <translation>手牌の中を移動</translation>
    </message>
    <message>
        <source>Discard the chosen tile (while exchanging: pick it or put it back)</source>
        <translation>選んだ牌を捨てる(交換中は選ぶか戻す)</translation>
    </message>
    <message>
        <source>Pass the three chosen tiles</source>
        <translation>選んだ3枚を渡す</translation>
    </message>
    <message>
        <source>Choose characters, dots or bamboo as your void suit</source>
        <translation>萬子・筒子・索子から欠け色を選ぶ</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和了</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>ポン</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Chow (several chows: a list to choose from)</source>
        <translation>チー(複数あるときは一覧から選ぶ)</translation>
    </message>
    <message>
        <source>Pass (let the discard go)</source>
        <translation>パス(その捨て牌を見送る)</translation>
    </message>
    <message>
        <source>In the list of chows: take that chow</source>
        <translation>チーの一覧で:その組み合わせを選ぶ</translation>
    </message>
    <message>
        <source>In the list of chows: take the marked chow, or close the list</source>
        <translation>チーの一覧で:印の付いた組み合わせを選ぶか、一覧を閉じる</translation>
    </message>
    <message>
        <source>Hint: what the teacher would do</source>
        <translation>ヒント:先生ならどうするか</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>直前の手を戻す(練習対局)</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>スコアブック</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>和了を記録</translation>
    </message>
    <message>
        <source>Record a kong</source>
        <translation>カンを記録</translation>
    </message>
    <message>
        <source>Record the wall&apos;s end</source>
        <translation>流局(牌山終了)を記録</translation>
    </message>
    <message>
        <source>Record a penalty</source>
        <translation>罰符を記録</translation>
    </message>
    <message>
        <source>Record a drawn hand</source>
        <translation>流局を記録</translation>
    </message>
    <message>
        <source>Start a new hand</source>
        <translation>新しい局を始める</translation>
    </message>
    <message>
        <source>Delete the chosen row</source>
        <translation>選んだ行を削除</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Next or previous move</source>
        <translation>次の手または前の手</translation>
    </message>
    <message>
        <source>Next or previous hand</source>
        <translation>次の局または前の局</translation>
    </message>
    <message>
        <source>First or last move</source>
        <translation>最初の手または最後の手</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>再生または一時停止</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学ぶ</translation>
    </message>
    <message>
        <source>Back or forward</source>
        <translation>戻るまたは進む</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>ページを検索</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>計算機</translation>
    </message>
    <message>
        <source>Copy the result</source>
        <translation>結果をコピー</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>メニュー</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wall: {0}</source>
        <translation>牌山：{0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>第{0}局</translation>
    </message>
    <message>
        <source>Bonus tile (set aside)</source>
        <translation>花牌（抜き牌）</translation>
    </message>
    <message>
        <source>Won on this tile (set aside)</source>
        <translation>この牌で和了（脇に置く）</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>場風：{0}</translation>
    </message>
    <message>
        <source>(+{0} in the dead wall)</source>
        <translation>（＋王牌 {0}枚）</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0}番席</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>void: {0}</source>
        <translation>不使用宣言 {0}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>和了済み</translation>
    </message>
    <message>
        <source>won ×{0}</source>
        <translation>和了 ×{0}</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}</source>
        <translation>{0} を捨てるとテンパイ。和了牌：{1}。見えていない枚数の合計：{2}</translation>
    </message>
    <message>
        <source>You are ready. Winning tiles: {0}. Unseen in all: {1}</source>
        <translation>テンパイ。和了牌：{0}。見えていない枚数の合計：{1}</translation>
    </message>
    <message>
        <source>Danger (1: no sign that it is safe): {0}</source>
        <translation>危険度（1：安全と見られる根拠なし）：{0}</translation>
    </message>
    <message>
        <source>If you pass this win, then until your next tile from the wall you may win on another player&apos;s tile only when it pays more than this one.</source>
        <translation>この和了を見逃すと、次に牌山からツモるまで、他家の牌では今回より高い和了しかできません。</translation>
    </message>
    <message>
        <source>If you pass, you may not pong {0} again before your next draw.</source>
        <translation>見逃すと、次のツモまで {0} をポンできません。</translation>
    </message>
    <message>
        <source>You passed up a win: until your next tile from the wall you may win on another player&apos;s tile only when it pays more than {0}.</source>
        <translation>和了を見逃しました：次に牌山からツモるまで、他家の牌では {0} より高い和了しかできません。</translation>
    </message>
    <message>
        <source>You passed a pong: no pong of {0} before your next draw.</source>
        <translation>ポンを見逃しました：次のツモまで {0} はポンできません。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you still hold {0} of your void suit: with them you can neither win nor be ready.</source>
        <translation>牌山が残りわずかなのに、不使用宣言した色の {0} がまだあります：これがある限り和了もテンパイもできません。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you are not ready: at the wall&apos;s end you pay every ready player (查叫).</source>
        <translation>牌山が残りわずかでまだノーテンです：流局時にテンパイ者全員へ支払います（ノーテン罰符）。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Plain win</source>
        <translation>無番和</translation>
    </message>
    <message>
        <source>All pongs</source>
        <translation>対々和</translation>
    </message>
    <message>
        <source>Pure one suit</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七対子</translation>
    </message>
    <message>
        <source>Dragon seven pairs</source>
        <translation>龍七対</translation>
    </message>
    <message>
        <source>Golden hook</source>
        <translation>金勾釣</translation>
    </message>
    <message>
        <source>Terminals in all sets</source>
        <translation>帯幺九</translation>
    </message>
    <message>
        <source>2-5-8 pongs</source>
        <translation>将対</translation>
    </message>
    <message>
        <source>Eighteen arhats</source>
        <translation>十八羅漢</translation>
    </message>
    <message>
        <source>Pure all pongs</source>
        <translation>清対</translation>
    </message>
    <message>
        <source>Pure seven pairs</source>
        <translation>清七対</translation>
    </message>
    <message>
        <source>Pure dragon seven pairs</source>
        <translation>清龍七対</translation>
    </message>
    <message>
        <source>Pure golden hook</source>
        <translation>清金勾釣</translation>
    </message>
    <message>
        <source>Pure terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>Pure eighteen arhats</source>
        <translation>清十八羅漢</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>嶺上放銃</translation>
    </message>
    <message>
        <source>Robbing the kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>Last tile drawn</source>
        <translation>海底撈月</translation>
    </message>
    <message>
        <source>Last tile discarded</source>
        <translation>河底撈魚</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>海底摸月</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>天和</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>地和</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>ツモ</translation>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>門前清</translation>
    </message>
    <message>
        <source>All chows</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>Dragon pong</source>
        <translation>三元牌の刻子</translation>
    </message>
    <message>
        <source>Seat wind pong</source>
        <translation>自風の刻子</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>場風の刻子</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>花牌なし</translation>
    </message>
    <message>
        <source>Own flower</source>
        <translation>自分の花</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>自分の季節</translation>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Mixed terminals and honours</source>
        <translation>混老頭</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>四花</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>四季</translation>
    </message>
    <message>
        <source>Mixed one suit</source>
        <translation>混一色</translation>
    </message>
    <message>
        <source>Small three dragons</source>
        <translation>小三元</translation>
    </message>
    <message>
        <source>Small four winds</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>大三元</translation>
    </message>
    <message>
        <source>Four concealed pongs</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>字一色</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>国士無双</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九蓮宝燈</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>四槓子</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清老頭</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>ロン和了</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>ツモ和了</translation>
    </message>
    <message>
        <source>Win robbing a kong</source>
        <translation>搶槓で和了</translation>
    </message>
    <message>
        <source>Kong bloom, paid by the kong&apos;s feeder</source>
        <translation>嶺上開花（槓をさせた人が支払い）</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>大明槓</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>小明槓</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Kong money returned (kong discard)</source>
        <translation>槓の点数の返還（嶺上放銃）</translation>
    </message>
    <message>
        <source>Kong money passed to the winner (call transfer)</source>
        <translation>槓の点を和了者へ移す（呼叫转移）</translation>
    </message>
    <message>
        <source>Kong money returned (not ready)</source>
        <translation>槓の点数の返還（ノーテン）</translation>
    </message>
    <message>
        <source>Not ready pays a ready hand</source>
        <translation>ノーテン罰符</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豚</translation>
    </message>
    <message>
        <source>Flower pig penalty</source>
        <translation>花豚の罰符</translation>
    </message>
    <message>
        <source>False win penalty</source>
        <translation>チョンボの罰符</translation>
    </message>
    <message>
        <source>×2 discarder</source>
        <extracomment>why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).</extracomment>
        <translation>放銃者×2</translation>
    </message>
    <message>
        <source>×2 self-draw</source>
        <translation>ツモ×2</translation>
    </message>
    <message>
        <source>×2 East pays</source>
        <translation>東家が払う×2</translation>
    </message>
    <message>
        <source>×2 East wins</source>
        <translation>東家の和了×2</translation>
    </message>
    <message>
        <source>MIL Bloody Mahjong</source>
        <translation>MIL 血戦麻雀</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>mahjchina 四川血戦</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>四川麻雀（競技ルール）</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>雀魂 赤血の間</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>香港・現代（放銃者払い）</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>香港・古典（全員払い）</translation>
    </message>
    <message>
        <source>MIL</source>
        <translation>MIL</translation>
    </message>
    <message>
        <source>mahjchina</source>
        <translation>mahjchina</translation>
    </message>
    <message>
        <source>Competition</source>
        <translation>競技ルール</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>HK Modern</source>
        <translation>香港現代</translation>
    </message>
    <message>
        <source>HK Classical</source>
        <translation>香港古典</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>萬子</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>筒子</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>索子</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>シンプル</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>First legal move</source>
        <translation>最初の合法手</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>飜</translation>
    </message>
    <message>
        <source>points</source>
        <translation>点</translation>
    </message>
    <message>
        <source>han</source>
        <translation>飜</translation>
    </message>
    <message>
        <source>faan</source>
        <translation>飜</translation>
    </message>
    <message>
        <source>Three players have won.</source>
        <translation>3人が和了しました。</translation>
    </message>
    <message>
        <source>A win ends the hand.</source>
        <translation>和了で局が終了しました。</translation>
    </message>
    <message>
        <source>The wall is empty.</source>
        <translation>牌山が尽きました。</translation>
    </message>
    <message>
        <source>A score fell below zero: the match ends.</source>
        <translation>持ち点がマイナスになったため、対局終了です。</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Roots capped at 8, then events double</source>
        <translation>根込みで上限8、偶然役はさらに倍</translation>
    </message>
    <message>
        <source>Events inside the same cap of 8</source>
        <translation>偶然役も同じ上限8に含める</translation>
    </message>
    <message>
        <source>Kong money refunded by</source>
        <translation>槓の点数を返す人</translation>
    </message>
    <message>
        <source>Players not ready</source>
        <translation>ノーテンの人</translation>
    </message>
    <message>
        <source>Every player still in</source>
        <translation>未和了の全員</translation>
    </message>
    <message>
        <source>Refunds go to</source>
        <translation>返還先</translation>
    </message>
    <message>
        <source>Payers still in the hand</source>
        <translation>未和了の元の支払者</translation>
    </message>
    <message>
        <source>All original payers</source>
        <translation>元の支払者全員</translation>
    </message>
    <message>
        <source>A flower pig pays</source>
        <translation>花豚の支払先</translation>
    </message>
    <message>
        <source>Players still in who are not pigs</source>
        <translation>未和了で花豚でない人</translation>
    </message>
    <message>
        <source>Every other player</source>
        <translation>他の全員</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>1ゲームの局数</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最低飜数</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>満貫</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>対局の長さ</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>發</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>中</translation>
    </message>
    <message>
        <source>Minimum {0} faan</source>
        <translation>最低{0}飜</translation>
    </message>
    <message>
        <source>Limit {0} faan</source>
        <translation>満貫{0}飜</translation>
    </message>
    <message>
        <source>Bonus tiles count toward the minimum</source>
        <translation>花牌の飜を最低飜数に含める</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>花牌の飜を最低飜数に含めない</translation>
    </message>
    <message>
        <source>One wind round (East)</source>
        <translation>東風戦（東場のみ）</translation>
    </message>
    <message>
        <source>A full game (four wind rounds)</source>
        <translation>東南西北の4場</translation>
    </message>
    <message>
        <source>{0} wind rounds</source>
        <translation>{0}場</translation>
    </message>
    <message>
        <source>{0} Characters</source>
        <extracomment>a suited tile by its rank and suit (&quot;5 Dots&quot;); Chinese and Japanese write &quot;5饼&quot;, &quot;5筒&quot;.</extracomment>
        <translation>{0}萬</translation>
    </message>
    <message>
        <source>{0} Dots</source>
        <translation>{0}筒</translation>
    </message>
    <message>
        <source>{0} Bamboo</source>
        <translation>{0}索</translation>
    </message>
    <message>
        <source>Plum</source>
        <extracomment>the bonus tiles by rank (docs/rules.md §1): flowers 1-4, seasons 5-8.</extracomment>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>蘭</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>菊</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>竹</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>春</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>夏</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>秋</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>冬</translation>
    </message>
    <message>
        <source>No tiles yet.</source>
        <translation>牌がまだありません。</translation>
    </message>
    <message>
        <source>Unknown letter: tiles are written as digits followed by m, p or s.</source>
        <translation>不明な文字です：牌は数字のあとに m、p、s のいずれかを付けて書きます。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0.</source>
        <translation>0の牌はありません。</translation>
    </message>
    <message>
        <source>That tile does not exist.</source>
        <translation>その牌は存在しません。</translation>
    </message>
    <message>
        <source>Some digits have no suit letter after them.</source>
        <translation>色を表す文字が付いていない数字があります。</translation>
    </message>
    <message>
        <source>Too many copies of a tile: there are only four.</source>
        <translation>同じ牌が多すぎます：各4枚しかありません。</translation>
    </message>
    <message>
        <source>A bonus tile appears twice.</source>
        <translation>同じ花牌が2回出ています。</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>和了に必要な枚数と合いません：14枚必要です（槓子は3枚と数えます）。</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>花牌は手牌とは別に扱います。</translation>
    </message>
    <message>
        <source>A meld is written like pong:5m or ankong:9s.</source>
        <translation>副露は pong:5m や ankong:9s のように書きます。</translation>
    </message>
    <message>
        <source>The void suit is characters, dots or bamboo.</source>
        <translation>不使用宣言できるのは萬子・筒子・索子のいずれかです。</translation>
    </message>
    <message>
        <source>Sichuan hands use only characters, dots and bamboo.</source>
        <translation>四川麻雀で使うのは萬子・筒子・索子だけです。</translation>
    </message>
    <message>
        <source>The winner must be among the seats still in.</source>
        <translation>和了者は未和了の席から選んでください。</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>和了牌を捨てた人を選んでください。</translation>
    </message>
    <message>
        <source>The winner cannot have discarded the winning tile.</source>
        <translation>和了者が和了牌を捨てることはできません。</translation>
    </message>
    <message>
        <source>The discarder must be among the seats still in.</source>
        <translation>放銃者は未和了の席から選んでください。</translation>
    </message>
    <message>
        <source>When a kong is robbed, the other three copies are in that kong: the winner cannot hold another.</source>
        <translation>搶槓では残りの3枚はその槓にあるため、和了者が同じ牌を持つことはできません。</translation>
    </message>
    <message>
        <source>These events cannot happen with this kind of win.</source>
        <translation>この和了の仕方では、これらの偶然役は成立しません。</translation>
    </message>
    <message>
        <source>Nobody else is still in to pay.</source>
        <translation>支払う未和了の人がいません。</translation>
    </message>
    <message>
        <source>Seats are numbered 0 to 3.</source>
        <translation>席番号は0〜3です。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>和了形ではありません：4面子1雀頭か七対子が必要です。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or thirteen orphans.</source>
        <translation>和了形ではありません：4面子1雀頭か国士無双が必要です。</translation>
    </message>
    <message>
        <source>The hand still holds a tile of its void suit, so it cannot win.</source>
        <translation>不使用宣言した色の牌が残っているため和了できません。</translation>
    </message>
    <message>
        <source>The hand uses all three suits: a Sichuan win has at most two.</source>
        <translation>3色すべてを使っています：四川麻雀の和了は2色までです。</translation>
    </message>
    <message>
        <source>Below the Hong Kong minimum: the hand has too few faan to win.</source>
        <translation>香港ルールの最低飜数に届かないため、和了できません。</translation>
    </message>
    <message>
        <source>Not ready: no tile completes this hand.</source>
        <translation>ノーテン：この手を完成させる牌はありません。</translation>
    </message>
    <message>
        <source>no winning shape</source>
        <translation>和了形でない</translation>
    </message>
    <message>
        <source>holds its void suit</source>
        <translation>不使用宣言した色が残る</translation>
    </message>
    <message>
        <source>three suits</source>
        <translation>3色</translation>
    </message>
    <message>
        <source>below the minimum</source>
        <translation>最低飜数未満</translation>
    </message>
    <message>
        <source>That player has already won in this hand.</source>
        <translation>そのプレイヤーはこの局ですでに和了しています。</translation>
    </message>
    <message>
        <source>The discarder has already won in this hand and cannot discard.</source>
        <translation>放銃者はこの局ですでに和了しているため、牌を捨てられません。</translation>
    </message>
    <message>
        <source>That player has a dead hand and cannot win.</source>
        <translation>そのプレイヤーはアガリ放棄のため和了できません。</translation>
    </message>
    <message>
        <source>This hand is already over (three winners or the wall&apos;s end).</source>
        <translation>この局はすでに終了しています（3人和了または流局）。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero, or every hand has been played.</source>
        <translation>対局は終了しています：持ち点がマイナスになったか、すべての局を打ち終えました。</translation>
    </message>
    <message>
        <source>Give the winning hand or its value.</source>
        <translation>和了した手牌か、その点数を入力してください。</translation>
    </message>
    <message>
        <source>The value is not allowed for these rules.</source>
        <translation>この点数はこのルールでは使えません。</translation>
    </message>
    <message>
        <source>The wall&apos;s end needs every player still in the hand.</source>
        <translation>流局には、未和了のプレイヤー全員の状態が必要です。</translation>
    </message>
    <message>
        <source>These rules have no such penalty.</source>
        <translation>このルールにはそのペナルティはありません。</translation>
    </message>
    <message>
        <source>Choose ready, not ready or flower pig.</source>
        <translation>テンパイ、ノーテン、花豚のいずれかを選んでください。</translation>
    </message>
    <message>
        <source>A hand is written like 123m456p55s.</source>
        <translation>手牌は 123m456p55s のように書きます。</translation>
    </message>
    <message>
        <source>The scorebook was written by a newer version of the app.</source>
        <translation>このスコアブックは新しいバージョンのアプリで作成されています。</translation>
    </message>
    <message>
        <source>That file is not a scorebook.</source>
        <translation>このファイルはスコアブックではありません。</translation>
    </message>
    <message>
        <source>That file is not a scorebook session.</source>
        <translation>このファイルはスコアブックのセッションではありません。</translation>
    </message>
    <message>
        <source>Unknown rule profile.</source>
        <translation>不明なルールの種類です。</translation>
    </message>
    <message>
        <source>Take the win.</source>
        <translation>和了しましょう。</translation>
    </message>
    <message>
        <source>Pass this small win: a bigger one is likely.</source>
        <translation>この安い和了は見逃しましょう：もっと高い和了が見込めます。</translation>
    </message>
    <message>
        <source>Pass on three tiles of your weakest suit.</source>
        <translation>いちばん弱い色の牌を3枚交換に出しましょう。</translation>
    </message>
    <message>
        <source>Give up the suit that helps your hand least.</source>
        <translation>手牌にいちばん役立たない色を不使用宣言しましょう。</translation>
    </message>
    <message>
        <source>Give up this suit to keep a valuable hand.</source>
        <translation>高い手を残すため、この色を不使用宣言しましょう。</translation>
    </message>
    <message>
        <source>Void-suit tiles must go first.</source>
        <translation>不使用宣言した色の牌は優先して捨てなければなりません。</translation>
    </message>
    <message>
        <source>This keeps your hand closest to ready.</source>
        <translation>テンパイにいちばん近い形を保てます。</translation>
    </message>
    <message>
        <source>This leaves the most tiles that improve your hand.</source>
        <translation>受け入れ枚数がいちばん多くなります。</translation>
    </message>
    <message>
        <source>This leaves the best wait: the most winning tiles times their value.</source>
        <translation>最も良い待ちになります：和了牌の枚数×点数が最大です。</translation>
    </message>
    <message>
        <source>This keeps the hand worth more.</source>
        <translation>より高い手を保てます。</translation>
    </message>
    <message>
        <source>Someone looks ready: this tile is the safest to throw.</source>
        <translation>テンパイの人がいそうです：この牌がいちばん安全です。</translation>
    </message>
    <message>
        <source>A close call, settled by simulating the rest of the hand.</source>
        <translation>僅差のため、この局の残りをシミュレーションして決めました。</translation>
    </message>
    <message>
        <source>Declare the kong: kong money, and your hand keeps its shape.</source>
        <translation>カンしましょう：槓の点数がもらえ、手の形も崩れません。</translation>
    </message>
    <message>
        <source>Pong: it brings your hand closer to ready.</source>
        <translation>ポン：テンパイに近づきます。</translation>
    </message>
    <message>
        <source>Pong: it builds toward a more valuable hand.</source>
        <translation>ポン：より高い手に近づきます。</translation>
    </message>
    <message>
        <source>Pass: claiming would not help your hand.</source>
        <translation>スキップ：鳴いても手は良くなりません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a label and its value (&quot;Seat 1: +6&quot;); Chinese and Japanese write &quot;%1：%2&quot;.</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>two items of a list of names, such as patterns (&quot;Pure one suit, Root&quot;); Chinese and Japanese: &quot;%1、%2&quot;.</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a word and what it adds in brackets (&quot;Win on a discard (×2 discarder)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Tile efficiency</source>
        <translation>牌効率</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>手の価値</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>守備</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鳴くかスルーか</translation>
    </message>
    <message>
        <source>The void suit</source>
        <translation>欠け色</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>三枚交換</translation>
    </message>
    <message>
        <source>Passing a win</source>
        <translation>和了の見逃し</translation>
    </message>
    <message>
        <source>The wall&apos;s end</source>
        <translation>山の終わり</translation>
    </message>
    <message>
        <source>Tiles from ready: {0} after your choice, {1} after the best.</source>
        <translation>向聴数：あなたの選択後 {0}、最善の後 {1}。</translation>
    </message>
    <message>
        <source>Unseen tiles that improve the hand: {0} after your choice, {1} after the best.</source>
        <translation>有効牌（見えていない枚数）：あなたの選択後 {0} 枚、最善の後 {1} 枚。</translation>
    </message>
    <message>
        <source>Waits after your choice: {0}. After the best: {1}.</source>
        <translation>あなたの選択後の待ち：{0}。最善の後：{1}。</translation>
    </message>
    <message>
        <source>{0} looks ready ({1}): your tile would win for them {2} of the time, the best {3}.</source>
        <translation>{0} は聴牌していそうです（{1}）：あなたの牌が当たる確率 {2}、最善は {3}。</translation>
    </message>
    <message>
        <source>Tiles left in the wall: {0}.</source>
        <translation>山の残り：{0} 枚。</translation>
    </message>
    <message>
        <source>A kong is paid for at once: declaring or declining it moves that money.</source>
        <translation>槓はすぐに精算されます：するかしないかでその点が動きます。</translation>
    </message>
    <message>
        <source>A win was on offer and you let it go.</source>
        <translation>和了できたのに見逃しました。</translation>
    </message>
    <message>
        <source>Taking this win was worth less than playing on.</source>
        <translation>ここで和了するより続けたほうが得でした。</translation>
    </message>
    <message>
        <source>Void suit: you chose {0}, the best is {1}.</source>
        <translation>欠け色：あなたは{0}、最善は{1}。</translation>
    </message>
    <message>
        <source>Tiles passed: yours {0}, the best {1}.</source>
        <translation>交換した牌：あなたは{0}、最善は{1}。</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（見えていない {1} 枚、{2} 点）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>A bonus tile is written 1f to 8f.</source>
        <translation>花牌は 1f〜8f と書きます。</translation>
    </message>
    <message>
        <source>The cap on a hand&apos;s money is not a valid amount.</source>
        <translation>1局の金額の上限が有効な金額ではありません。</translation>
    </message>
    <message>
        <source>That drill cannot be kept in the drills file.</source>
        <translation>その練習問題は練習ファイルに保存できません。</translation>
    </message>
    <message>
        <source>A field of the rule set has a value of the wrong kind or size.</source>
        <translation>ルールの項目に、種類か大きさの合わない値があります。</translation>
    </message>
    <message>
        <source>The review&apos;s numbers do not add up, so it was not kept.</source>
        <translation>振り返りの数値が合わないため、保存しませんでした。</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>ファイルが正しい JSON ではありません。</translation>
    </message>
    <message>
        <source>Drill levels are 1 to 4.</source>
        <translation>練習問題のレベルは1〜4です。</translation>
    </message>
    <message>
        <source>The game&apos;s record does not start with a hand.</source>
        <translation>対局の記録が局の開始から始まっていません。</translation>
    </message>
    <message>
        <source>A name is text of at most 200 characters.</source>
        <translation>名前は 200 文字以内のテキストです。</translation>
    </message>
    <message>
        <source>A rule option has a value it does not take.</source>
        <translation>ルールのオプションに使えない値が指定されています。</translation>
    </message>
    <message>
        <source>The drill&apos;s question is damaged.</source>
        <translation>練習問題の問題文が破損しています。</translation>
    </message>
    <message>
        <source>That answer does not fit the question.</source>
        <translation>その解答は問題に合っていません。</translation>
    </message>
    <message>
        <source>A stored record is damaged.</source>
        <translation>保存された記録が破損しています。</translation>
    </message>
    <message>
        <source>The game&apos;s rules or options are unknown.</source>
        <translation>対局のルールまたはオプションが不明です。</translation>
    </message>
    <message>
        <source>A drill&apos;s number is a whole number from 0.</source>
        <translation>練習問題の番号は 0 以上の整数です。</translation>
    </message>
    <message>
        <source>The stake is not a valid amount of money.</source>
        <translation>レートが有効な金額ではありません。</translation>
    </message>
    <message>
        <source>The money totals do not add up.</source>
        <translation>金額の合計が合いません。</translation>
    </message>
    <message>
        <source>The game&apos;s wall is not a valid set of tiles.</source>
        <translation>対局の牌山が正しい牌の組ではありません。</translation>
    </message>
    <message>
        <source>Winds are East, South, West or North.</source>
        <translation>風は東・南・西・北のいずれかです。</translation>
    </message>
    <message>
        <source>The file is busy: another program is writing it. Try again in a moment.</source>
        <translation>ファイルは使用中です：別のプログラムが書き込んでいます。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>ファイルを開けません。</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>ファイルに書き込めません。</translation>
    </message>
    <message>
        <source>It was changed in another window or program.</source>
        <translation>別のウィンドウまたはプログラムで変更されました。</translation>
    </message>
    <message>
        <source>The file was changed after it was saved.</source>
        <translation>ファイルは保存後に変更されています。</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>ファイルが破損しています。</translation>
    </message>
    <message>
        <source>A self-drawn win has no discarder.</source>
        <translation>ツモ和了に放銃者はいません。</translation>
    </message>
    <message>
        <source>This session is already in the scorebook.</source>
        <translation>このセッションはすでにスコアブックにあります。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>そのファイルはスコアブックそのものです：別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>A hand&apos;s rules differ from the file&apos;s.</source>
        <translation>ある局のルールがファイルのルールと異なります。</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>記録にルール上許されない手が含まれています。</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>この対局は別のウィンドウで進行中です。</translation>
    </message>
    <message>
        <source>This kind of drill does not exist in these rules.</source>
        <translation>このルールにはこの種類の練習問題はありません。</translation>
    </message>
    <message>
        <source>The record does not follow from its own moves.</source>
        <translation>記録がその手順と一致しません。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the app.</source>
        <translation>このファイルは新しいバージョンのアプリで作成されています。</translation>
    </message>
    <message>
        <source>That drill is no longer in the drills file.</source>
        <translation>その練習問題はもう練習ファイルにありません。</translation>
    </message>
    <message>
        <source>No drill could be made from this number.</source>
        <translation>この番号からは練習問題を作れませんでした。</translation>
    </message>
    <message>
        <source>That hand or entry is no longer in the session.</source>
        <translation>その局または記入はもうセッションにありません。</translation>
    </message>
    <message>
        <source>That session is no longer in the scorebook.</source>
        <translation>そのセッションはもうスコアブックにありません。</translation>
    </message>
    <message>
        <source>That is not a regular file.</source>
        <translation>通常のファイルではありません。</translation>
    </message>
    <message>
        <source>That file is not a saved game.</source>
        <translation>そのファイルは保存された対局ではありません。</translation>
    </message>
    <message>
        <source>The hand is not a win.</source>
        <translation>この手牌は和了形ではありません。</translation>
    </message>
    <message>
        <source>Seats change between games: this game is still being played.</source>
        <translation>席替えはゲームの合間だけです：このゲームはまだ続いています。</translation>
    </message>
    <message>
        <source>That file is not a rule set.</source>
        <translation>そのファイルはルールファイルではありません。</translation>
    </message>
    <message>
        <source>The file holds a number that is too long.</source>
        <translation>ファイルに長すぎる数値が含まれています。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>これらのプレイヤーはすでにこの席に座っています。</translation>
    </message>
    <message>
        <source>The file is too big.</source>
        <translation>ファイルが大きすぎます。</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>ファイルの入れ子が深すぎます。</translation>
    </message>
    <message>
        <source>The file is cut short.</source>
        <translation>ファイルが途中で切れています。</translation>
    </message>
    <message>
        <source>There is no such kind of drill.</source>
        <translation>そのような種類の練習問題はありません。</translation>
    </message>
    <message>
        <source>The rule set has a field these rules do not know.</source>
        <translation>このルールにない項目が含まれています。</translation>
    </message>
    <message>
        <source>These rules have no such option.</source>
        <translation>このルールにはそのオプションはありません。</translation>
    </message>
    <message>
        <source>The file&apos;s format version is unknown.</source>
        <translation>ファイルの形式のバージョンが不明です。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a pattern counted more than once (&quot;Root ×2&quot;).</extracomment>
        <translation>%1×%2</translation>
    </message>
</context>
<context>
    <name>TileTracker</name>
    <message>
        <source>{0}: {1} not seen yet</source>
        <translation>{0}：未見 {1} 枚</translation>
    </message>
</context>
</TS>
