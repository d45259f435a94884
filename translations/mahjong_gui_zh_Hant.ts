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
        <translation>記錄真實牌桌上打的每一手。結算與排名儲存在本機資料庫中，並可匯出。</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>學打麻將</translation>
    </message>
    <message>
        <source>How to play and score each ruleset, step by step, with worked examples, a comparison, a glossary and answers to common questions.</source>
        <translation>逐步說明每套規則的玩法與計分，附有算好的牌例、規則比較、術語表和常見問題解答。</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Short exercises made by the engine: which tile to discard, what a hand waits on, what it is worth, who pays at the wall&apos;s end. Wrong answers come back sooner.</source>
        <translation>由引擎出題的小練習：打哪張、聽哪些牌、值多少、流局時誰付給誰。答錯的題會更早再出現。</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina：莊家平胡自摸（例 1）</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina：碰碰胡自摸（例 2）</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL：已有一家胡牌後的清一色（例 3）</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>雀魂：1 番自摸（例 6）</translation>
    </message>
    <message>
        <source>Competition: pure all pongs, 3 fan (example 7)</source>
        <translation>競技規則：清碰，3 番（例 7）</translation>
    </message>
    <message>
        <source>MIL: dragon seven pairs on a discard</source>
        <translation>MIL：龍七對放炮胡</translation>
    </message>
    <message>
        <source>mahjchina: golden hook on a kong bloom</source>
        <translation>mahjchina：金鉤釣槓上開花</translation>
    </message>
    <message>
        <source>Mahjong Soul: eighteen arhats</source>
        <translation>雀魂：十八羅漢</translation>
    </message>
    <message>
        <source>Hong Kong Modern: South wins 5 faan on West&apos;s discard</source>
        <translation>香港新式：西家放炮，南家胡牌 5 番</translation>
    </message>
    <message>
        <source>Hong Kong Classical: South self-draws 5 faan</source>
        <translation>香港傳統：南家自摸 5 番</translation>
    </message>
    <message>
        <source>Click to remove; shift-click to make it the winning tile</source>
        <translation>點擊移除；按住 Shift 點擊設為胡牌張</translation>
    </message>
    <message>
        <source>Enter a hand: click the tiles above, or type it (e.g. 123456m234p789p55m). The last tile is the winning tile.</source>
        <translation>輸入手牌：點擊上方的牌，或直接輸入（如 123456m234p789p55m）。最後一張為胡牌張。</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>請先輸入一手胡牌</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <extracomment>a player&apos;s name, who deals this hand (&quot;An (dealer)&quot;)</extracomment>
        <translation>%1（莊家）</translation>
    </message>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation>
            <numerusform>已輸入 %n 張牌。胡牌需要 14 張，13 張時顯示聽哪些牌（槓按 3 張計）。</numerusform>
        </translation>
    </message>
    <message>
        <source>limit</source>
        <translation>爆棚</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番種</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>付分方</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收分方</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a player&apos;s name and their seat wind (&quot;Bình (South)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>聽牌張</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>番種</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>各家得失</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Send to scorebook</source>
        <translation>記入記分簿</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>手牌：</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>例如 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Tiles (click to add)</source>
        <translation>牌（點擊新增）</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>直槓</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>補槓</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Your hand (the highlighted tile is the winning tile)</source>
        <translation>你的手牌（醒目標示的牌為胡牌張）</translation>
    </message>
    <message>
        <source>Click a tile to remove it, shift-click to make it the winning tile. Melds: choose a kind, then a tile.</source>
        <translation>點擊牌可移除，按住 Shift 點擊設為胡牌張。副露：先選類型，再選牌。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>胡牌情形</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>胡牌者：</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>莊家：</translation>
    </message>
    <message>
        <source>Still in:</source>
        <translation>仍在場：</translation>
    </message>
    <message>
        <source>Void suit:</source>
        <translation>定缺：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>槓上開花</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on Bình&apos;s discard</source>
        <translation>mahjchina：同一手牌改為 Bình 放炮</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with Dũng already out</source>
        <translation>mahjchina：Dũng 已胡時自摸</translation>
    </message>
    <message>
        <source>“%1” (character %2) is not a tile letter: write digits followed by m, p or s (z for honours, f for bonus tiles).</source>
        <translation>「%1」（第 %2 個字元）不是牌的字母：請寫數字後接 m、p 或 s（字牌用 z，花牌用 f）。</translation>
    </message>
    <message>
        <source>“%1” (character %2) has no digit before it: write 5m, not m5.</source>
        <translation>「%1」（第 %2 個字元）前面沒有數字：應寫 5m，而不是 m5。</translation>
    </message>
    <message>
        <source>The digits at character %2 have no suit letter after them (m, p or s).</source>
        <translation>第 %2 個字元處的數字後面沒有花色字母（m、p 或 s）。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0 (character %2).</source>
        <translation>沒有點數為 0 的牌（第 %2 個字元）。</translation>
    </message>
    <message>
        <source>There is no tile %1 (character %2).</source>
        <translation>沒有 %1 這張牌（第 %2 個字元）。</translation>
    </message>
    <message>
        <source>Too many %1: there are only four of each tile.</source>
        <translation>%1 太多了：每種牌只有四張。</translation>
    </message>
    <message>
        <source>%1 appears twice: there is one of each bonus tile.</source>
        <translation>%1 出現了兩次：每張花牌只有一張。</translation>
    </message>
    <message>
        <source>“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m or chow:3m.</source>
        <translation>「%1」不是副露：請寫 pong:5m、kong:5m、addkong:5m、ankong:5m 或 chow:3m。</translation>
    </message>
    <message>
        <source>“%1” must name one suit or honour tile, as in pong:5m.</source>
        <translation>「%1」必須寫明一張數牌或字牌，例如 pong:5m。</translation>
    </message>
    <message>
        <source>There is no %1: a chow is three tiles in a row of one suit, written by its lowest tile, 1 to 7 (chow:7m is 7-8-9).</source>
        <translation>沒有 %1：吃是同一花色的三張連續牌，按最小的一張來寫，只能是 1 到 7（chow:7m 即 7-8-9）。</translation>
    </message>
    <message>
        <source>The hand text is too long: at most %1 characters are read.</source>
        <translation>手牌文字太長：最多讀取 %1 個字元。</translation>
    </message>
    <message>
        <source>%1 is an honour tile: %2 is played with characters, dots and bamboo only.</source>
        <translation>%1 是字牌：%2 只用萬、筒、條三種牌。</translation>
    </message>
    <message>
        <source>%2 has no chows: %1 cannot be declared.</source>
        <translation>%2 沒有吃：不能宣告 %1。</translation>
    </message>
    <message>
        <source>%2 has no bonus tiles: %1 cannot be added.</source>
        <translation>%2 沒有花牌：不能加入 %1。</translation>
    </message>
    <message>
        <source>A hand has at most 14 tiles (a kong counts as 3); this one would have more. Remove a tile first.</source>
        <translation>一手牌最多 14 張（槓按 3 張計），再加就超了。請先拿掉一張。</translation>
    </message>
    <message>
        <source>The hand text has an error: correct it or clear it before adding or removing tiles.</source>
        <translation>手牌文字有錯誤：請先改正或清空，再加入或拿掉牌。</translation>
    </message>
    <message>
        <source>No %1 left: all four are in the hand already.</source>
        <translation>沒有 %1 了：四張都已在手牌中。</translation>
    </message>
    <message>
        <source>A pong of %1 needs three free copies, and only %2 are left.</source>
        <translation>碰 %1 需要三張空餘的牌，但只剩 %2 張。</translation>
    </message>
    <message>
        <source>A kong of %1 needs all four copies, and only %2 are left.</source>
        <translation>%1 的槓需要全部四張，但只剩 %2 張。</translation>
    </message>
    <message>
        <source>No %1 left for this chow: all four are in the hand already.</source>
        <translation>這個吃沒有 %1 可用了：四張都已在手牌中。</translation>
    </message>
    <message>
        <source>These rules have no such event.</source>
        <translation>這套規則沒有這種事件。</translation>
    </message>
    <message>
        <source>Kong bloom cannot happen here: it is a self-draw of the tile taken after your own kong, so it needs a self-draw and a kong among your melds.</source>
        <translation>這裡不可能槓上開花：它是自己開槓後補摸的牌自摸，所以要自摸，而且副露中要有槓。</translation>
    </message>
    <message>
        <source>A replacement tile cannot be won here: it is drawn after a kong or a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile.</source>
        <translation>這裡不可能嶺上開花：補牌是在開槓或摸到花牌後摸的，所以要自摸，而且副露中要有槓或有花牌。</translation>
    </message>
    <message>
        <source>Kong discard cannot happen here: it is a win on the tile another player discards right after their kong, so it needs a win on a discard.</source>
        <translation>這裡不可能槓上炮：它是胡別人開槓後打出的牌，所以必須是放炮胡。</translation>
    </message>
    <message>
        <source>Last tile cannot happen here: no kong can be robbed once the wall is empty, and Hong Kong counts the last tile only when it is self-drawn.</source>
        <translation>這裡不可能海底：牌牆摸完後就不能再搶槓，而香港麻將只在自摸時計海底。</translation>
    </message>
    <message>
        <source>Heavenly cannot happen here: it is the dealer winning on the dealt hand, a self-draw by the dealer with no melds.</source>
        <translation>這裡不可能天和：它是莊家以起手牌胡牌，即莊家自摸且沒有副露。</translation>
    </message>
    <message>
        <source>Earthly cannot happen here: it is a player other than the dealer winning at their first turn, before any meld (on their first draw, or in most rules on the dealer&apos;s first discard).</source>
        <translation>這裡不可能地和：它是非莊家在第一巡、任何人副露之前胡牌（摸第一張牌時，或在多數規則中胡莊家打出的第一張牌）。</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>槓上炮</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>海底</translation>
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
        <translation>無字牌</translation>
    </message>
    <message>
        <source>no chows</source>
        <translation>不能吃</translation>
    </message>
    <message>
        <source>event impossible</source>
        <translation>事件不成立</translation>
    </message>
    <message>
        <source>robbed tile held</source>
        <translation>持有被搶的牌</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>%1 does not have everything that was entered; removed: %2.</source>
        <translation>%1 沒有已輸入的全部內容；已拿掉：%2。</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session. The session uses its own dealer, players still in and prevailing wind, so its numbers can differ from these.</source>
        <translation>把這次胡牌記入記分簿目前的牌局。牌局用它自己的莊家、仍在場的玩家和圈風，所以那裡的分數可能和這裡不同。</translation>
    </message>
    <message>
        <source>These 13 tiles are ready: the tiles that win are listed with the copies you cannot see and what each is worth.</source>
        <translation>這 13 張牌已聽牌：下面列出能胡的牌、你看不到的剩餘張數和各自的分值。</translation>
    </message>
    <message>
        <source>%1 (replaced by %2)</source>
        <translation>%1（被 %2 取代）</translation>
    </message>
    <message>
        <source>%1 faan, base %2</source>
        <translation>%1 番，底分 %2</translation>
    </message>
    <message>
        <source>(limit: %1 faan counted as %2)</source>
        <translation>（爆棚：%1 番按 %2 番計）</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>分值：%1</translation>
    </message>
    <message>
        <source>(capped from %1 to %2 %3)</source>
        <translation>（封頂：由 %1 降為 %2 %3）</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>根：%1</translation>
    </message>
    <message>
        <source>Without the house rules (%1): %2</source>
        <translation>不用自訂規則（%1）：%2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>事由</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>剩餘</translation>
    </message>
    <message>
        <source>Best wait</source>
        <translation>最高分值</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>聽牌張</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <source>Copy the hand and its result as text</source>
        <translation>把手牌和結果複製為文字</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>放炮胡</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>放炮者：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>圈風：</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>規則：%1</translation>
    </message>
    <message>
        <source>%1 (%2 left): %3</source>
        <translation>%1（剩 %2 張）：%3</translation>
    </message>
    <message>
        <source>Won on a replacement tile</source>
        <translation>嶺上開花（槓上／花上自摸）</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Waits and what each is worth</source>
        <translation>聽牌張及各自分值</translation>
    </message>
    <message>
        <source>The same hand under every profile</source>
        <translation>同一手牌在各玩法下的結果</translation>
    </message>
</context>
<context>
    <name>ChowChooser</name>
    <message>
        <source>Which chow? (1-{0}, arrows and Enter, Esc: back)</source>
        <translation>吃哪一組？（1-{0}，方向鍵和 Enter，Esc：返回）</translation>
    </message>
</context>
<context>
    <name>DrillExplanation</name>
    <message>
        <source>Best: %1</source>
        <translation>最佳：%1</translation>
    </message>
    <message numerus="yes">
        <source>shanten %1, %n improving tile(s):</source>
        <translation>
            <numerusform>向聽數 %1，有效進張 %n 張：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (your answer)</source>
        <translation>%1（你的答案）</translation>
    </message>
    <message>
        <source>Picked but not a wait:</source>
        <translation>選了但不是聽牌張：</translation>
    </message>
    <message>
        <source>Waits you missed:</source>
        <translation>漏選的聽牌張：</translation>
    </message>
    <message>
        <source>This hand waits on nothing.</source>
        <translation>這手牌沒有聽牌張。</translation>
    </message>
    <message>
        <source>not enough to win</source>
        <translation>不夠起胡</translation>
    </message>
    <message>
        <source>%1 %2, %3 from the discarder</source>
        <translation>%1 %2，放炮者付 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation>
            <numerusform>未現 %n 張；</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>牌型拆解：</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1：%2 × %3</translation>
    </message>
    <message>
        <source>Your answer: %1 %2; %3</source>
        <translation>你的答案：%1 %2；%3</translation>
    </message>
    <message>
        <source>flower pig</source>
        <translation>花豬</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>聽牌，分值 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Kong money paid earlier (not part of the answer):</source>
        <translation>先前已付的槓分（不計入答案）：</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>Ready: it waits on</source>
        <translation>聽牌：聽</translation>
    </message>
    <message>
        <source>Not ready: no tile completes it.</source>
        <translation>未聽牌：沒有任何牌能胡。</translation>
    </message>
    <message>
        <source>A flower pig.</source>
        <translation>是花豬。</translation>
    </message>
    <message>
        <source>Not a flower pig.</source>
        <translation>不是花豬。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding a tile of its void suit is a flower pig.</source>
        <translation>依此規則，仍持有定缺花色之牌的手牌即為花豬。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding all three suits is a flower pig.</source>
        <translation>依此規則，仍持有全部三門花色的手牌即為花豬。</translation>
    </message>
    <message>
        <source>The review: %1. Best: %2.</source>
        <translation>復盤：%1。最佳：%2。</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 rank points (%4 futures)</source>
        <translation>%1：%2 ± %3 標準分（模擬 %4 次）</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 points (%4 futures)</source>
        <translation>%1：%2 ± %3 分（模擬 %4 次）</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 rank points on average.</source>
        <translation>那一場裡你的打法平均損失 %1 ± %2 標準分。</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 points on average.</source>
        <translation>那一場裡你的打法平均損失 %1 ± %2 分。</translation>
    </message>
    <message>
        <source>%1 %2; the discarder pays %3.</source>
        <translation>%1 %2；放炮者付 %3。</translation>
    </message>
    <message>
        <source>%1 %2; each payer pays %3.</source>
        <translation>%1 %2；每位付款者付 %3。</translation>
    </message>
    <message>
        <source>%1 %2; the winner receives %3 in all.</source>
        <translation>%1 %2；胡牌者共收 %3。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 付給 %2 %3（%4）</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>無人付分。</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>Which discard</source>
        <translation>打哪張</translation>
    </message>
    <message>
        <source>What are the waits</source>
        <translation>聽哪些牌</translation>
    </message>
    <message>
        <source>What is it worth</source>
        <translation>值多少</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>流局查叫</translation>
    </message>
    <message>
        <source>Ready or not</source>
        <translation>聽牌了嗎</translation>
    </message>
    <message>
        <source>Flower pig or not</source>
        <translation>是不是花豬</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>你的失誤</translation>
    </message>
    <message>
        <source>Level 1: fewer suits, no melds</source>
        <translation>第 1 級：花色少，無副露</translation>
    </message>
    <message>
        <source>Level 2: melds</source>
        <translation>第 2 級：有副露</translation>
    </message>
    <message>
        <source>Level 3: seven pairs, roots, events</source>
        <translation>第 3 級：七對、根、特殊事件</translation>
    </message>
    <message>
        <source>Level 4: tiles seen elsewhere, players gone out</source>
        <translation>第 4 級：場上已現的牌、已胡離場的玩家</translation>
    </message>
    <message>
        <source>The drills file was written by a newer version of the app; your answers are not being kept.</source>
        <translation>練習檔案由較新版本的應用程式寫入；你的作答不會被保存。</translation>
    </message>
    <message>
        <source>The drills file is busy (another program is writing it); try again.</source>
        <translation>練習檔案正忙（另一個程式正在寫入）；請再試一次。</translation>
    </message>
    <message>
        <source>No drill could be made (%1).</source>
        <translation>無法產生練習（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation>
            <numerusform>現在沒有要複習的；今天稍後還有 %n 題會再出現。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing more is due today. Come back tomorrow.</source>
        <translation>今天沒有要複習的了。明天再來吧。</translation>
    </message>
    <message>
        <source>Today&apos;s review</source>
        <translation>今日複習</translation>
    </message>
    <message>
        <source>%1 with house rules</source>
        <translation>%1（自訂規則）</translation>
    </message>
    <message>
        <source>%1 · %2 · level %3</source>
        <translation>%1 · %2 · 第 %3 級</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s review (%n left): %1</source>
        <translation>
            <numerusform>今日複習（還剩 %n 題）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Which tile do you discard? Arrows and Enter, or a click.</source>
        <translation>你打哪張牌？用方向鍵和 Enter，或點擊。</translation>
    </message>
    <message>
        <source>Which tiles does this hand wait on? Pick every one (arrows and Space, or clicks), then Enter.</source>
        <translation>這手牌聽哪些牌？全部選出（方向鍵和空白鍵，或點擊），然後按 Enter。</translation>
    </message>
    <message>
        <source>What is this win worth? Type the %1 and each seat&apos;s gain or loss, then Enter.</source>
        <translation>這次胡牌值多少？輸入%1數以及每個座位的得失分，然後按 Enter。</translation>
    </message>
    <message>
        <source>The wall is empty. Type each seat&apos;s gain or loss at the wall&apos;s end, then Enter.</source>
        <translation>牌牆已摸完。輸入每個座位在流局時的得失分，然後按 Enter。</translation>
    </message>
    <message>
        <source>Is this hand ready? Y or N.</source>
        <translation>這手牌聽牌了嗎？Y 或 N。</translation>
    </message>
    <message>
        <source>Is this hand a flower pig at the wall&apos;s end? Y or N.</source>
        <translation>流局時這手牌是花豬嗎？Y 或 N。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do? A click on a tile discards it.</source>
        <translation>你打過的一場牌裡的一個局面：你怎麼打？點擊一張牌即打出它。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do?</source>
        <translation>你打過的一場牌裡的一個局面：你怎麼打？</translation>
    </message>
    <message>
        <source>Seen elsewhere:</source>
        <translation>場上已現：</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>定缺：%1</translation>
    </message>
    <message>
        <source>On offer: %1</source>
        <translation>可吃碰的牌：%1</translation>
    </message>
    <message>
        <source>You played: %1</source>
        <translation>你當時的選擇：%1</translation>
    </message>
    <message>
        <source>%1 wins by self-draw.</source>
        <translation>%1 自摸胡牌。</translation>
    </message>
    <message>
        <source>%1 wins on the discard of %2.</source>
        <translation>%1 胡 %2 打出的牌。</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>莊家：%1</translation>
    </message>
    <message>
        <source>Already out: %1</source>
        <translation>已胡離場：%1</translation>
    </message>
    <message>
        <source>Prevailing wind: %1</source>
        <translation>圈風：%1</translation>
    </message>
    <message>
        <source>Flowers and seasons: %1</source>
        <translation>花牌：%1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>特殊事件：%1</translation>
    </message>
    <message>
        <source>The winning tile is outlined.</source>
        <translation>胡牌張帶有外框。</translation>
    </message>
    <message>
        <source>Paid earlier: %1 of %2</source>
        <translation>先前已付：%2 的%1</translation>
    </message>
    <message>
        <source>%1: won earlier, out</source>
        <translation>%1：已胡離場</translation>
    </message>
    <message>
        <source>%1 (void %2)</source>
        <translation>%1（定缺%2）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>是 (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>否 (N)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正確。</translation>
    </message>
    <message>
        <source>Right: nearly as good as the best.</source>
        <translation>正確：幾乎與最佳一樣好。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正確。</translation>
    </message>
    <message>
        <source>The drills file cannot be used (%1); your answers are not being kept.</source>
        <translation>無法使用練習檔案（%1）；你的作答不會被保存。</translation>
    </message>
    <message>
        <source>The rules of %1 in Learn</source>
        <translation>在「學習」中查看%1的規則</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>你的成績</translation>
    </message>
    <message>
        <source>Answers per day (right in green)</source>
        <translation>每日作答數（綠色為答對）</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation>
            <numerusform>連對：連續答對 %n 題</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right (%4%)</source>
        <translation>%1：%3 題答對 %2 題（%4%）</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>還沒有作答。</translation>
    </message>
    <message>
        <source>Due now: %1 · new: %2</source>
        <translation>待複習：%1 · 新題：%2</translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation>
            <numerusform>待複習的失誤：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>規則：</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>練習：</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>級別：</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>新題目</translation>
    </message>
    <message>
        <source>Hard (1)</source>
        <translation>困難 (1)</translation>
    </message>
    <message>
        <source>Good (2)</source>
        <translation>良好 (2)</translation>
    </message>
    <message>
        <source>Easy (3)</source>
        <translation>簡單 (3)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>下一題 (Enter)</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Win</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>牌牆摸完</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罰分</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>胡牌者：</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>On a discard from</source>
        <translation>放炮，來自</translation>
    </message>
    <message>
        <source>Robbing a kong of</source>
        <translation>搶槓，來自</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>方式：</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Worth:</source>
        <translation>分值：</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>例如 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Or the hand:</source>
        <translation>或輸入手牌：</translation>
    </message>
    <message>
        <source>With the hand, the app finds the patterns and the value; with a value, it is taken as the table agreed it.</source>
        <translation>輸入手牌時，程式會自動找出番種並算出分值；直接填分值時，則按牌桌上約定的分值記錄。</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>e.g. 123m456m789m123p11z  pong:7z  1f</source>
        <translation>例如 123m456m789m123p11z  pong:7z  1f</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>玩家：</translation>
    </message>
    <message>
        <source>Exposed kong, on a discard from</source>
        <translation>直槓（槓別家打出的牌）</translation>
    </message>
    <message>
        <source>Added kong (to an exposed pong)</source>
        <translation>補槓（加到已碰的刻子上）</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>類型：</translation>
    </message>
    <message>
        <source>Discarder:</source>
        <translation>放槓者：</translation>
    </message>
    <message>
        <source>Added as soon as the fourth tile was drawn</source>
        <translation>摸到第四張牌後立即補槓</translation>
    </message>
    <message>
        <source>For each player still in: ready (with what the hand would be worth), not ready, or a flower pig. Or type the hand and the app decides.</source>
        <translation>為每位仍在場的玩家選擇：聽牌（並填上這手牌的分值）、未聽牌或花豬。也可以直接輸入手牌，由程式判定。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豬</translation>
    </message>
    <message>
        <source>By the hand</source>
        <translation>依手牌判定</translation>
    </message>
    <message>
        <source>13 tiles, e.g. 123m456m789m2345m</source>
        <translation>13 張牌，例如 123m456m789m2345m</translation>
    </message>
    <message>
        <source>False win (pays every other player still in)</source>
        <translation>詐胡（賠付其他每位仍在場的玩家）</translation>
    </message>
    <message>
        <source>Dead hand (cannot win; not ready at the wall&apos;s end)</source>
        <translation>相公（不能胡牌；牌牆摸完時按未聽牌計）</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>罰分：</translation>
    </message>
    <message>
        <source>Nobody won: the hand is drawn. The dealer keeps the deal.</source>
        <translation>無人胡牌，本手流局。莊家連莊。</translation>
    </message>
    <message>
        <source>Type the winning hand, or choose a value.</source>
        <translation>請輸入胡牌的手牌，或選擇分值。</translation>
    </message>
    <message>
        <source>{0} has no flowers or seasons: remove {1} from the hand.</source>
        <translation>{0}沒有花牌：請從手牌中去掉{1}。</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3})</source>
        <translation>{0} 付給 {1} {2}（{3}）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>No payment.</source>
        <translation>無需付分。</translation>
    </message>
    <message>
        <source>{0}: a flower pig</source>
        <translation>{0}：花豬</translation>
    </message>
    <message>
        <source>{0}: not ready</source>
        <translation>{0}：未聽牌</translation>
    </message>
    <message>
        <source>{0}: ready, the best wait is worth {1}</source>
        <translation>{0}：聽牌，最大的聽牌值 {1}</translation>
    </message>
    <message>
        <source>{0} → value {1}</source>
        <translation>{0} → 分值 {1}</translation>
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
        <translation>發生了意外錯誤（internal）：{0}</translation>
    </message>
    <message>
        <source>The details were saved to {0}.</source>
        <translation>詳細資訊已儲存到 {0}。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外錯誤</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>現在不能這樣操作。</translation>
    </message>
    <message>
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>整場對局已結束。請從「遊戲」選單開始新對局。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>本手結束。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>等待其他玩家…</translation>
    </message>
    <message>
        <source>Choose three tiles of one suit to pass on, then confirm.</source>
        <translation>選擇三張同花色的牌換出，然後確認。</translation>
    </message>
    <message>
        <source>Choose any three tiles to pass on, then confirm.</source>
        <translation>任選三張牌換出，然後確認。</translation>
    </message>
    <message>
        <source>Choose your void suit.</source>
        <translation>請選擇定缺的花色。</translation>
    </message>
    <message>
        <source>You can win: press W, or discard a tile.</source>
        <translation>可以胡牌：按 W，或打出一張牌。</translation>
    </message>
    <message>
        <source>Your turn: choose a tile to discard (arrow keys and Enter, or click).</source>
        <translation>輪到你：選一張牌打出（方向鍵和 Enter，或點擊）。</translation>
    </message>
    <message>
        <source>Claim the discard (chow C, pong P, kong K, win W) or pass (Space).</source>
        <translation>可以吃 (C)、碰 (P)、槓 (K) 或胡 (W) 這張牌，也可以選擇過 (Space)。</translation>
    </message>
    <message>
        <source>Claim the discard or pass (Space).</source>
        <translation>可以碰、槓或胡這張牌，也可以選擇過 (Space)。</translation>
    </message>
</context>
<context>
    <name>GuidedPage</name>
    <message>
        <source>Welcome! You are the dealer. This hand follows Mahjong Soul&apos;s rules, which start with exchange three: everyone passes three tiles of one suit to another player. Bamboo is your weakest suit, so pass %1 (already raised), then press Pass these three.</source>
        <translation>歡迎！你是莊家。這一手按雀魂的規則打，開局先換三張：每人把同一花色的三張牌交給另一位玩家。條是你最弱的一門，所以換出%1（已經抬起），然後按「換出這三張」。</translation>
    </message>
    <message>
        <source>In this lesson you pass %1, your loose bamboo tiles.</source>
        <translation>這一課裡你要換出%1，也就是你零散的條子。</translation>
    </message>
    <message>
        <source>You received three tiles from the player across. Now choose your void suit: the suit you give up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>你從對家那裡收到了三張牌。現在定缺：選出這一手整手都不要的花色。你手裡只剩一張%1，就定缺它。</translation>
    </message>
    <message>
        <source>Choose %1: you hold almost none of it, so giving it up costs least.</source>
        <translation>選%1：你幾乎沒有這門牌，定缺它損失最小。</translation>
    </message>
    <message>
        <source>The dealer plays first, without drawing. While you hold a tile of your void suit, it must be discarded first: click %1.</source>
        <translation>莊家先出牌，不用摸牌。只要手裡還有定缺那門的牌，就必須先打出去：點擊%1。</translation>
    </message>
    <message>
        <source>Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three tiles become a set laid face up, and the turn jumps to you.</source>
        <translation>有人打出了%1，而你手裡有一對。碰它：三張牌成為一組亮在桌上，輪到你出牌。</translation>
    </message>
    <message>
        <source>Pong it: with your pair it makes a set, and the turn comes to you.</source>
        <translation>碰它：和你的一對湊成一組，然後輪到你。</translation>
    </message>
    <message>
        <source>After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then needs just one tile to win: it is ready.</source>
        <translation>碰牌後不摸牌，直接打出一張。%1哪裡都用不上：點擊它。這樣你只差一張就能胡牌：聽牌了。</translation>
    </message>
    <message>
        <source>Keep your sets together: %1 is the tile that fits nowhere.</source>
        <translation>保留你的面子：%1才是哪裡都用不上的那張。</translation>
    </message>
    <message>
        <source>Your turn: you drew %1 from the wall. It does not help your hand, so discard it.</source>
        <translation>輪到你：你從牌牆摸到了%1。它對你的牌沒有幫助，打出去。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew: the rest of your hand is ready.</source>
        <translation>打出剛摸到的%1：其餘的牌已經聽牌了。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew, and every player still in paid them. This is bloody mahjong: the hand goes on without the winner. In Mahjong Soul&apos;s rules their hand stays face down until the hand ends.</source>
        <translation>%1自摸胡了，仍在場的每位玩家都付給他。這就是血戰到底：胡牌的人退出，其餘的人繼續打。按雀魂的規則，他的牌會蓋著，直到這一手結束。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, every player still in pays you kong money at once, and you draw a replacement tile.</source>
        <translation>你摸到了第四張%1。開暗槓：四張牌算作一組，仍在場的每位玩家立刻付給你槓分，你再補摸一張牌。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind earns kong money and an extra tile.</source>
        <translation>開槓：四張相同的牌能拿到槓分，還能多摸一張。</translation>
    </message>
    <message>
        <source>Your replacement tile is %1. It does not fit, so discard it: you still wait for the same tile.</source>
        <translation>補摸到的是%1。用不上，打出去：你聽的還是同一張牌。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile: your hand stays ready.</source>
        <translation>打出補摸的%1：你仍然聽牌。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win!</source>
        <translation>%1讓你的牌湊齊了：四組面子加一對將牌，只有兩門花色。胡牌吧！</translation>
    </message>
    <message>
        <source>Do not let it go: %1 completes your hand. Press Win.</source>
        <translation>別過：%1能讓你胡牌。按「胡」。</translation>
    </message>
    <message>
        <source>%1 won too. That makes three winners, so the hand ends at once: only one player is left without a win.</source>
        <translation>%1也胡了。已經有三家胡牌，這一手立刻結束：只剩一家沒有胡。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in the order they happened. Your total for the hand: %1.</source>
        <translation>這一手結束了。下面按發生的順序列出這一手的每一筆付分，包括胡牌和槓分。你這一手的合計：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and the hand starts with each player choosing a void suit, the suit given up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>歡迎！你是莊家。這是經典規則：不換牌，一手牌一開始每位玩家先定缺，也就是選出這一手整手都不要的花色。你手裡只有一張%1，就定缺它。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2 point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, and the others play on.</source>
        <translation>%1自摸胡了：仍在場的每位玩家都付給他這次胡牌的底分再加%2分。這就是血戰到底：胡牌的人退出這一手，胡的牌攤開，其餘的人繼續打。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win! These rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your kong) adds 1, and the base is 2 to the power of the fan.</source>
        <translation>%1讓你的牌湊齊了：四組面子加一對將牌，只有兩門花色。胡牌吧！這套規則按番計算：平胡是0番，每個根（一種牌四張都在手，比如你的槓）加1番，底分是2的番數次方。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in points, in the order they happened. Your total for the hand: %1.</source>
        <translation>這一手結束了。下面按發生的順序列出這一手的每一筆付分（以分計），包括胡牌和槓分。你這一手的合計：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, at a mahjchina table: no exchange, and the room&apos;s default options. First choose your void suit. You hold only one tile of %1, so choose it.</source>
        <translation>歡迎！你是莊家，坐在一張 mahjchina 牌桌上：不換牌，房間選項都是預設值。先定缺。你手裡只有一張%1，就定缺它。</translation>
    </message>
    <message>
        <source>Discard %1, your void tile. After it your hand is ready: it waits on %2.</source>
        <translation>打出%1，你定缺的那張牌。打完後你就聽牌了：聽%2。</translation>
    </message>
    <message>
        <source>%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let it go, to see mahjchina&apos;s pass rule: after passing up a win, until your next draw you may win on another player&apos;s tile only if it pays strictly more. Press Let it go.</source>
        <translation>%2打出了%1，它能讓你胡牌：一個平胡。這一課請你放過它，好看清 mahjchina 的過胡規則：放過一次胡牌後，直到你下一次摸牌為止，別人打出的牌只有付得嚴格更多時你才能胡。請按「過」。</translation>
    </message>
    <message>
        <source>In this lesson, let this win go: the next steps show what the pass rule does.</source>
        <translation>這一課裡請放過這次胡牌：接下來幾步會展示過胡規則的作用。</translation>
    </message>
    <message>
        <source>%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no more than the win you let go, and you have not drawn since.</source>
        <translation>%2也打出了%1。它同樣能讓你胡牌，但沒有出現「胡」：它付的不比你放過的那次多，而且你之後還沒摸過牌。</translation>
    </message>
    <message>
        <source>%1 completes your hand with all four of its kind: a root. mahjchina takes the best pattern&apos;s base and doubles it once per root, so this win pays %4, more than the win you let go. Press Win.</source>
        <translation>%1讓你胡牌，而且這種牌四張都在你手裡：一個根。mahjchina 取最好牌型的底分，每有一個根翻一倍，所以這次胡牌付%4，比你放過的那次多。請按「胡」。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2. You have won already, so you pay nothing.</source>
        <translation>%1自摸胡了：仍在場的每位玩家都付給他這次胡牌的底分再加%2。你已經胡了，所以不用付。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment it made. Your total for the hand: %1. A mahjchina room chooses four options before play (the cap, and who refunds kong money and receives a flower pig&apos;s penalty at the wall&apos;s end): More about this lists them.</source>
        <translation>這一手結束了。下面是它的每一筆付分。你這一手的合計：%1。mahjchina 的房間在開打前定好四個選項（封頂方式，以及牌摸完時誰退還槓分、誰收花豬的罰分）：「了解更多」裡列出了它們。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan counted up to a cap, and rank points after each game. Your hand is almost all Characters: choose %1, the one tile outside them, as your void suit.</source>
        <translation>歡迎！你是莊家，按四川比賽規則打：不換牌，番數加到封頂為止，每局結束後按名次計分。你的牌幾乎全是萬：定缺%1，也就是唯一一張不是萬的牌的花色。</translation>
    </message>
    <message>
        <source>%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to let it go, to see the pass rule: a pong passed up cannot be made on that tile again before your next draw. Press Let it go.</source>
        <translation>%2打出了%1，你手裡有一對，可以碰。這一課請你放過它，好看清過碰規則：放過的碰，在你下一次摸牌之前不能再碰這種牌。請按「過」。</translation>
    </message>
    <message>
        <source>In this lesson, let this pong go: the next step shows what the pass rule does.</source>
        <translation>這一課裡請放過這次碰：下一步會展示過碰規則的作用。</translation>
    </message>
    <message>
        <source>%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed up a pong of this tile and have not drawn since. Winning is ruled the same way: a win passed up blocks any win that does not pay strictly more until your next draw.</source>
        <translation>%2也打出了%1。你還留著那一對，但沒有出現「碰」：你放過了這種牌的碰，而且之後還沒摸過牌。胡牌也一樣：放過一次胡牌後，直到下一次摸牌，付得不比它多的胡牌都不行。</translation>
    </message>
    <message>
        <source>Another player discarded %1. This time nothing stops you: Pong it.</source>
        <translation>有人打出了%1。這次沒有什麼攔著你：碰它。</translation>
    </message>
    <message>
        <source>Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit and all pongs are both on the way, and your hand is ready.</source>
        <translation>打出%1。剩下的全是萬，都是刻子和對子：清一色和碰碰胡都在路上，你也聽牌了。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: every player still in pays you kong money now, the four tiles are a root, and you draw a replacement.</source>
        <translation>你摸到了第四張%1。暗槓：仍在場的每位玩家立刻付你槓分，這四張牌算一個根，然後你補摸一張。</translation>
    </message>
    <message>
        <source>%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so the win is full: a base of %4. Press Win.</source>
        <translation>%1讓你胡牌：%5，共%3番。這套規則封頂%6番，所以這是滿牌：底分%4。請按「胡」。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the base plus %2. You have won already and pay nothing.</source>
        <translation>%1自摸胡了：仍在場的每位玩家都付給他底分再加%2。你已經胡了，不用付。</translation>
    </message>
    <message>
        <source>The hand is over; your total: %1. In a match these rules play games of %2 hands, and after each game the four players get rank points by the game&apos;s score, 4 for the first down to 1 for the last. If this hand were a whole game, you would get %3.</source>
        <translation>這一手結束了；你的合計：%1。比賽中每局打%2手，每局結束後四位玩家按這一局的得分拿名次分，第一名4分，依次到最後一名1分。如果這一手就是一整局，你會得到%3分。</translation>
    </message>
    <message>
        <source>Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set aside at once and replaced with a tile from the far end of the wall. It is your own seat&apos;s flower, worth 1 faan if you win.</source>
        <translation>歡迎！你坐東，是莊家。你起手拿到了%1，一張花牌：花牌要立刻放在一旁，從牌牆的另一端補一張牌。這是你本門的花，胡牌時算1番。</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles and discards first, without drawing. %1 fits nothing: click it.</source>
        <translation>莊家起手14張牌，不摸牌先出牌。%1什麼都搭不上：點擊它。</translation>
    </message>
    <message>
        <source>Discard %1: it is alone, far from your other tiles.</source>
        <translation>打出%1：它是孤張，離你其他的牌都很遠。</translation>
    </message>
    <message>
        <source>The player before you discarded %1. From that player only, you may chow: take the tile to finish a run of three with two tiles you hold. Press Chow.</source>
        <translation>你的上家打出了%1。只有上家的牌你才能吃：拿來和你手裡的兩張湊成順子。按「吃」。</translation>
    </message>
    <message>
        <source>Chow it: %1 finishes a run of three with two of your tiles.</source>
        <translation>吃它：%1和你的兩張牌正好湊成順子。</translation>
    </message>
    <message>
        <source>After a call you discard without drawing. Click %1.</source>
        <translation>吃碰之後不摸牌，直接出牌。點擊%1。</translation>
    </message>
    <message>
        <source>Discard %1: keep your characters and honours together.</source>
        <translation>打出%1：把萬子和字牌留在一起。</translation>
    </message>
    <message>
        <source>%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth 1 faan.</source>
        <translation>有人打出了%1，你手裡有一對。碰它：箭牌的刻子算1番。</translation>
    </message>
    <message>
        <source>Pong it: a dragon pong is a set and 1 faan.</source>
        <translation>碰它：箭牌刻子既是一組面子，又算1番。</translation>
    </message>
    <message>
        <source>Discard %1. Your hand is going for characters and honours only, mixed one suit: 3 faan.</source>
        <translation>打出%1。你的牌只要萬子和字牌，做混一色：3番。</translation>
    </message>
    <message>
        <source>Discard %1: it is your last tile outside characters and honours.</source>
        <translation>打出%1：這是你最後一張既不是萬子也不是字牌的牌。</translation>
    </message>
    <message>
        <source>You drew %1 from the wall. It does not fit your hand: discard it.</source>
        <translation>你從牌牆摸到了%1。它不合你的牌：打出去。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew.</source>
        <translation>打出剛摸到的%1。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw a replacement from the far end of the wall. In Hong Kong a kong carries no money.</source>
        <translation>你摸到了第四張%1。開暗槓：算作一組，你從牌牆另一端補一張。香港麻將的槓不計分。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind counts as one set and brings a replacement tile.</source>
        <translation>開槓：四張相同的牌算一組，還能補一張牌。</translation>
    </message>
    <message>
        <source>Your replacement is %1. It does not fit, so discard it: your hand is ready and needs one tile.</source>
        <translation>補到的是%1。用不上，打出去：你已經聽牌，只差一張。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile.</source>
        <translation>打出補到的%1。</translation>
    </message>
    <message>
        <source>%1 completes your hand, and it reaches the table&apos;s minimum of %2 faan, so you may declare it. Press Win: only one player wins a Hong Kong hand.</source>
        <translation>%1讓你的牌湊齊了，而且達到了本桌%2番的起糊番，可以胡牌。按「胡」：香港麻將每手只有一家胡。</translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <translation>先讀完這一步，再按「繼續」。</translation>
    </message>
    <message>
        <source>The lesson is over: press Restart to play it again.</source>
        <translation>本課已經結束：按「重新開始」再打一遍。</translation>
    </message>
    <message>
        <source>Not now: this step asks for something else.</source>
        <translation>現在不行：這一步要做的是別的。</translation>
    </message>
    <message>
        <source>You still hold a tile of your void suit: it must be discarded first.</source>
        <translation>你手裡還有定缺那門的牌：必須先打出去。</translation>
    </message>
    <message>
        <source>Your hand is not complete yet: a win needs four sets and a pair.</source>
        <translation>你的牌還沒湊齊：胡牌需要四組面子加一對將牌。</translation>
    </message>
    <message>
        <source>A pong needs a pair of the discarded tile in your hand.</source>
        <translation>碰牌需要你手裡有一對和打出的牌相同的牌。</translation>
    </message>
    <message>
        <source>A kong needs four of a kind in your hand, or the fourth tile of one of your pongs.</source>
        <translation>開槓需要手裡有四張相同的牌，或者摸到你已碰那組的第四張。</translation>
    </message>
    <message>
        <source>A chow takes only the discard of the player before you, with two tiles of yours that make a run.</source>
        <translation>只能吃上家打出的牌，並且要和你的兩張牌湊成順子。</translation>
    </message>
    <message>
        <source>There is nothing to let go now.</source>
        <translation>現在沒有可以過的牌。</translation>
    </message>
    <message>
        <source>Pass exactly three tiles, all of one suit.</source>
        <translation>換出正好三張，而且必須是同一花色。</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>你手裡沒有這張牌。</translation>
    </message>
    <message>
        <source>This step asks you to act at the table.</source>
        <translation>這一步需要你在牌桌上操作。</translation>
    </message>
    <message>
        <source>What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 for it.</source>
        <translation>你這次胡牌的價值：%1%2（%3），底分%4分。結算為此付給你%5分。</translation>
    </message>
    <message>
        <source>What your win was worth: a base of %2 points (%1). The settlement paid you %3 for it.</source>
        <translation>你這次胡牌的價值：底分%2分（%1）。結算為此付給你%3分。</translation>
    </message>
    <message>
        <source>A new game against three computer players at the easiest level, in this lesson&apos;s rules: %1</source>
        <translation>按本課的規則，與三名最容易級別的電腦玩家開一局新對局：%1</translation>
    </message>
    <message>
        <source>Short questions in the Drills area, in this lesson&apos;s rules: %1</source>
        <translation>在「練習」區按本課的規則做簡短的練習題：%1</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>本課結束。</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>More about this</source>
        <translation>了解更多</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Your first hand</source>
        <translation>你的第一手牌</translation>
    </message>
    <message>
        <source>Your first hand: %1</source>
        <translation>你的第一手牌：%1</translation>
    </message>
    <message>
        <source>Pass these three</source>
        <translation>換出這三張</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation>碰 %1</translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation>槓 %1</translation>
    </message>
    <message>
        <source>Chow %1</source>
        <translation>吃 %1</translation>
    </message>
    <message>
        <source>Void: %1</source>
        <translation>缺%1</translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>接下來做什麼？</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>下一課：%1</translation>
    </message>
    <message>
        <source>Try a drill</source>
        <translation>做一道練習</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>打一局真正的對局</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <source>You won with %2 faan: %3. The table&apos;s minimum is %4 faan: a hand worth less may not be declared a win. Below is who paid. Your total for the hand: %1.</source>
        <translation>你以%2番胡牌：%3。本桌的起糊番是%4番：不夠的牌不能胡。下面是誰付了分。你這一手的合計：%1。</translation>
    </message>
    <message>
        <source>Start a first hand from the Learn page.</source>
        <translation>請從「學習」頁開始第一手牌。</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新開始</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>離開</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>付分方</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>收分方</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>For</source>
        <translation>原因</translation>
    </message>
</context>
<context>
    <name>HandEndDialog</name>
    <message>
        <source>Hand {0} is over</source>
        <translation>第{0}手結束</translation>
    </message>
    <message>
        <source>Drawn hand: only the dead wall is left. Nobody pays and the dealer stays.</source>
        <translation>流局：只剩牌尾。無人付分，莊家連莊。</translation>
    </message>
    <message>
        <source>You won: {0} (value {1})</source>
        <translation>你胡牌：{0}（分值 {1}）</translation>
    </message>
    <message>
        <source>{0} won: {1} (value {2})</source>
        <translation>{0} 胡牌：{1}（分值 {2}）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>付分方</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收分方</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>事由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>No payments in this hand.</source>
        <translation>本手無付分。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本手</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>{0}: value {1} + self-draw bonus {2}</source>
        <translation>{0}：分值 {1} + 自摸加成 {2}</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持有點數</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>標準分</translation>
    </message>
    <message>
        <source>The match is over. Winner: {0}.</source>
        <translation>對局結束。獲勝者：{0}。</translation>
    </message>
    <message>
        <source>The match is over. A tie: {0} share first place.</source>
        <translation>比賽結束。平局：{0}並列第一。</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>重播本手…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>復盤這局…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>引擎評判你的每個決策，最差的在前，附上代價和原因</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一手</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>flower pig (still holds the void suit)</source>
        <translation>花豬（仍持有定缺的花色）</translation>
    </message>
    <message>
        <source>ready, value {0}</source>
        <translation>聽牌，分值 {0}</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>搶你的槓</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>你放炮</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>搶 {0} 的槓</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} 放炮</translation>
    </message>
    <message>
        <source>You won {0} with {1}: {2} faan, base points {3}</source>
        <translation>你胡了 {1}（{0}）：{2} 番，底分 {3}</translation>
    </message>
    <message>
        <source>{0} won {1} with {2}: {3} faan, base points {4}</source>
        <translation>{0} 胡了 {2}（{1}）：{3} 番，底分 {4}</translation>
    </message>
    <message>
        <source>{0} (limit hand)</source>
        <translation>{0}（爆棚牌型）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>Limit applied</source>
        <translation>爆棚封頂</translation>
    </message>
    <message>
        <source>Faan row</source>
        <translation>番種</translation>
    </message>
    <message>
        <source>Next hand: you deal.</source>
        <translation>下一手：你坐莊。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0}.</source>
        <translation>下一手：{0} 坐莊。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with you (East).</source>
        <translation>下一手：你連莊（東）。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with {0} (East).</source>
        <translation>下一手：{0} 連莊（東）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to you (East).</source>
        <translation>下一手：你坐莊（東）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0} (East).</source>
        <translation>下一手：{0} 坐莊（東）。</translation>
    </message>
    <message>
        <source>The prevailing wind moves to {0}.</source>
        <translation>圈風轉為{0}。</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}.</source>
        <translation>圈風：{0}。</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>discard {0}</source>
        <translation>打出 {0}</translation>
    </message>
    <message>
        <source>void {0}</source>
        <translation>定缺{0}</translation>
    </message>
    <message>
        <source>pass {0}</source>
        <translation>換出 {0}</translation>
    </message>
    <message>
        <source>win</source>
        <translation>胡</translation>
    </message>
    <message>
        <source>pong {0}</source>
        <translation>碰 {0}</translation>
    </message>
    <message>
        <source>kong {0}</source>
        <translation>槓 {0}</translation>
    </message>
    <message>
        <source>chow {0}</source>
        <translation>吃 {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Suggestion: {0}. {1}</source>
        <translation>建議：{0}。{1}</translation>
    </message>
    <message>
        <source>Ready afterwards.</source>
        <translation>之後即聽牌。</translation>
    </message>
    <message>
        <source>Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}</source>
        <translation>之後離聽牌還差 {0} 張；未現的有效進張 {1} 張：{2}</translation>
    </message>
    <message>
        <source>Waits: {0}</source>
        <translation>聽牌張：{0}</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（未現 {1} 張，分值 {2}）</translation>
    </message>
    <message>
        <source>Danger: {0}</source>
        <translation>危險度：{0}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} points). {3}</source>
        <translation>建議：{0}（{1} ± {2} 分）。{3}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} rank points). {3}</source>
        <translation>建議：{0}（{1} ± {2} 標準分）。{3}</translation>
    </message>
    <message>
        <source>Expected points to the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>到本局結束的期望得分（同樣的 {0} 次模擬後續）：</translation>
    </message>
    <message>
        <source>{0}: {1} ± {2}</source>
        <translation>{0}：{1} ± {2}</translation>
    </message>
    <message>
        <source>The game&apos;s expected rank points at the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>本局結束時本場的期望標準分（同樣的 {0} 次模擬後續）：</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Only the selected hand</source>
        <translation>僅所選的一手</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之後</translation>
    </message>
    <message>
        <source>Entry added</source>
        <translation>新增了記錄</translation>
    </message>
    <message>
        <source>Entry changed</source>
        <translation>修改了記錄</translation>
    </message>
    <message>
        <source>Entry deleted</source>
        <translation>刪除了記錄</translation>
    </message>
    <message>
        <source>Hand deleted</source>
        <translation>刪除了一手</translation>
    </message>
    <message>
        <source>Note changed</source>
        <translation>修改了備註</translation>
    </message>
    <message>
        <source>Hand started</source>
        <translation>開始了一手</translation>
    </message>
    <message>
        <source>Drawn hand recorded</source>
        <translation>記錄了流局</translation>
    </message>
    <message>
        <source>Seats changed</source>
        <translation>換了座位</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>新增了一手</translation>
    </message>
    <message>
        <source>Hand changed</source>
        <translation>修改了一手</translation>
    </message>
    <message>
        <source>Session created</source>
        <translation>建立了牌局</translation>
    </message>
    <message>
        <source>Session imported</source>
        <translation>匯入了牌局</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>已重新命名</translation>
    </message>
    <message>
        <source>Players changed</source>
        <translation>更換了玩家</translation>
    </message>
    <message>
        <source>Money changed</source>
        <translation>修改了金錢設定</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>更改了玩法</translation>
    </message>
    <message>
        <source>Imported as a marked copy</source>
        <translation>作為標記的副本匯入</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>已復原：{0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>已重做：{0}</translation>
    </message>
    <message>
        <source>no entries</source>
        <translation>沒有記錄</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>first dealer: seat {0}</source>
        <translation>首手莊家：{0}號位</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>手數：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>no money kept</source>
        <translation>不記金錢</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>每晚最多付 {0}</translation>
    </message>
    <message numerus="yes">
        <source>Changes to this session: %n</source>
        <translation>
            <numerusform>此牌局的更改：%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes to hand {0}: %n</source>
        <translation>
            <numerusform>第{0}手的更改：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>(the newest {0} shown)</source>
        <translation>（顯示最新的 {0} 筆）</translation>
    </message>
    <message>
        <source>Changes are kept from this version of the app on.</source>
        <translation>從本版本的應用程式起開始保留更改記錄。</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Open in the calculator</source>
        <translation>在計番器中開啟</translation>
    </message>
    <message>
        <source>Open in the scorebook</source>
        <translation>在記分簿中開啟</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>收支</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>牌型</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>成立條件</translation>
    </message>
    <message>
        <source>Example hand</source>
        <translation>牌例</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Choices (the default first)</source>
        <translation>可選值（第一個為預設）</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>爆棚</translation>
    </message>
    <message>
        <source>instead of %1</source>
        <translation>取代%1</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>計入：%1</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>胡牌張</translation>
    </message>
    <message>
        <source>Not a win: %1</source>
        <translation>不能胡牌：%1</translation>
    </message>
    <message>
        <source>a whole number, %1 unless changed</source>
        <translation>整數，預設%1</translation>
    </message>
    <message>
        <source>Each payer</source>
        <translation>每家支付</translation>
    </message>
    <message>
        <source>Result per seat</source>
        <translation>各家分差</translation>
    </message>
    <message>
        <source>concealed</source>
        <translation>暗</translation>
    </message>
    <message>
        <source>%1: %2. Value: %3</source>
        <translation>%1：%2。分值：%3</translation>
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
        <translation>向聽數：%1</translation>
    </message>
    <message>
        <source>Improving tiles: %1 (%2 tiles)</source>
        <translation>進張：%1（共%2張）</translation>
    </message>
    <message>
        <source>Waits: %1 (%2 tiles left)</source>
        <translation>聽：%1（還剩%2張）</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>定缺：%1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Shanten after it</source>
        <translation>打後向聽數</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>進張</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>張數</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>The hand after it</source>
        <translation>之後的手牌</translation>
    </message>
    <message>
        <source>Void suit</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Tiles of it held</source>
        <translation>手裡的張數</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聽數</translation>
    </message>
    <message>
        <source>Shanten to one suit</source>
        <translation>離清一色的向聽數</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豬</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>聽牌，價值%1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>你的手牌：%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, hidden in a real game: %2</source>
        <translation>%1的手牌（實戰中看不到）：%2</translation>
    </message>
    <message>
        <source>Does %1 win on it?</source>
        <translation>%1能胡這張嗎？</translation>
    </message>
    <message>
        <source>yes: you pay %1</source>
        <translation>能：你付%1</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>胡的牌</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>放炮胡</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>%1: below the minimum, no win</source>
        <translation>%1：不夠起糊番，不能胡</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>打得更好</translation>
    </message>
    <message>
        <source>The six rulesets</source>
        <translation>六套規則</translation>
    </message>
    <message>
        <source>Examples and comparison</source>
        <translation>牌例與比較</translation>
    </message>
    <message>
        <source>Questions and words</source>
        <translation>問答與術語</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>This page cannot be shown (%1).</source>
        <translation>無法顯示此頁（%1）。</translation>
    </message>
    <message>
        <source>This page is not translated yet; it is shown in English.</source>
        <translation>此頁尚未翻譯，暫以英文顯示。</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>牌例：%1</translation>
    </message>
    <message>
        <source>No page holds these words.</source>
        <translation>沒有頁面包含這些詞。</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>搜尋頁面</translation>
    </message>
    <message>
        <source>Search the pages (Ctrl+F)</source>
        <translation>搜尋頁面（Ctrl+F）</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>上一頁（Alt+左）</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>下一頁（Alt+右）</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>練習這一部分</translation>
    </message>
    <message>
        <source>Drills on this page&apos;s topic, made by the engine</source>
        <translation>本頁主題的練習，由引擎出題</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan, classic rules</source>
        <translation>跟著指導打第一手：四川麻將，經典規則</translation>
    </message>
    <message>
        <source>Guided hand: mahjchina&apos;s pass rule</source>
        <translation>引導牌局：mahjchina 的過胡規則</translation>
    </message>
    <message>
        <source>Guided hand: the competition rules</source>
        <translation>引導牌局：比賽規則</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan (Mahjong Soul)</source>
        <translation>跟著指導打第一手：四川麻將（雀魂）</translation>
    </message>
    <message>
        <source>Play your first hand: Hong Kong</source>
        <translation>跟著指導打第一手：香港麻將</translation>
    </message>
    <message>
        <source>A guided hand at the table: every step explained, only the right move allowed</source>
        <translation>在牌桌上跟著指導打一手：每一步都有講解，只允許正確的操作</translation>
    </message>
    <message>
        <source>Compare two sets of rules…</source>
        <translation>比較兩套規則…</translation>
    </message>
    <message>
        <source>What one set of rules (a club&apos;s house rules, or a profile) changes against another, each difference shown on a hand</source>
        <translation>一套規則（俱樂部自訂規則或內建規則）相對另一套改變了什麼，每處差別都用一手牌說明</translation>
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
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新對局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>開啟對局(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>儲存對局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>重播對局(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>復盤已儲存的對局(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>自訂規則(&amp;H)…</translation>
    </message>
    <message>
        <source>A club&apos;s own rule sets: made from any profile, played, scored and shared</source>
        <translation>俱樂部自己的規則集：從任一規則出發制定，可對局、計分和分享</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>比較規則(&amp;C)…</translation>
    </message>
    <message>
        <source>What one set of rules changes against another, each difference on a hand</source>
        <translation>一套規則相對另一套改變了什麼，每處差別都用一手牌說明</translation>
    </message>
    <message>
        <source>Every decision of yours in a saved game judged by the engine</source>
        <translation>由引擎評判你在已儲存對局裡的每個決策</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Score&amp;book</source>
        <translation>記分簿(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>動畫速度(&amp;S)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快速</translation>
    </message>
    <message>
        <source>&amp;Teacher</source>
        <translation>教練(&amp;T)</translation>
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
        <source>&amp;Learn to play</source>
        <translation>學打麻將(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>關於麻將(&amp;A)</translation>
    </message>
    <message>
        <source>Save the game being played to a file</source>
        <translation>把正在進行的對局儲存到檔案</translation>
    </message>
    <message>
        <source>No game to save: start a new game or open one first.</source>
        <translation>沒有可儲存的對局：請先開始新對局或開啟一個對局。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就緒</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>語言已切換為{0}。</translation>
    </message>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation>
            <numerusform>本手有 %n 次出牌已加入練習的「你的失誤」</numerusform>
        </translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>復盤已儲存的對局</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave *.mjjournal)</source>
        <translation>已儲存的麻將對局 (*.mjsave *.mjjournal)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>無法復盤對局</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>無法載入此檔案（{0}）：{1}</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>玩法：</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>對局長度：</translation>
    </message>
    <message>
        <source>You (first dealer)</source>
        <translation>你（首位莊家）</translation>
    </message>
    <message>
        <source>On your right</source>
        <translation>你的下家（右邊）</translation>
    </message>
    <message>
        <source>Across from you</source>
        <translation>你的對家</translation>
    </message>
    <message>
        <source>On your left</source>
        <translation>你的上家（左邊）</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>自訂規則…</translation>
    </message>
    <message>
        <source>Make, edit, import or export a club&apos;s own rule set, built from one of the Sichuan profiles</source>
        <translation>以一種四川玩法為基礎，新建、編輯、匯入或匯出俱樂部自己的規則</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>亂數種子（選填）：</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>動畫速度：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Hands per game:</source>
        <translation>每場手數：</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>場數：</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0} 手</translation>
    </message>
    <message>
        <source>{0}; a score below zero ends the match at once.</source>
        <translation>{0}；有人分數低於零時對局立即結束。</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} 張牌</translation>
    </message>
    <message>
        <source>{0} with winds, dragons, flowers and seasons</source>
        <translation>{0}，含風牌、箭牌、花牌和季牌</translation>
    </message>
    <message>
        <source>{0} in three suits</source>
        <translation>{0}，三門花色</translation>
    </message>
    <message>
        <source>pass three</source>
        <translation>換三張</translation>
    </message>
    <message>
        <source>choose a void suit</source>
        <translation>定缺一門</translation>
    </message>
    <message>
        <source>chow, pong and kong</source>
        <translation>吃、碰和槓</translation>
    </message>
    <message>
        <source>pong and kong, no chow</source>
        <translation>碰和槓，不能吃</translation>
    </message>
    <message>
        <source>winners leave and play goes on</source>
        <translation>胡牌者離場，其餘人繼續</translation>
    </message>
    <message>
        <source>one winner ends the hand</source>
        <translation>一人胡牌即結束本手</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}。</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the parts of the table&apos;s description (&quot;108 tiles in three suits; pass three; ...&quot;): the language&apos;s own semicolon (full-width ； in Chinese and Japanese)</extracomment>
        <translation>；</translation>
    </message>
    <message>
        <source>off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>慢速</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>快速</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Resume the game of {0}</source>
        <translation>繼續 {0} 的對局</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>儲存對局</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave)</source>
        <translation>麻將對局存檔 (*.mjsave)</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>對局已儲存。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>開啟對局</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>開啟已儲存的對局</translation>
    </message>
    <message>
        <source>A game is in progress. Opening a saved game replaces it; save it first if you want to keep it.</source>
        <translation>目前有對局正在進行。開啟已儲存的對局會取代它；如需保留，請先儲存。</translation>
    </message>
    <message>
        <source>Open and replace</source>
        <translation>開啟並取代</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>繼續對局</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the data folder ({0}), so the next start cannot offer it as it is now. Quit anyway and lose what was not written, or keep playing and save it with Game → Save game.</source>
        <translation>進行中的對局無法寫入資料夾（{0}），下次啟動無法照現在的樣子繼續它。仍然結束並失去未寫入的部分，或繼續對局並用 遊戲 → 儲存對局 儲存。</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>重播對局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>無法開啟對局</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>無法載入此檔案（{0}）：{1}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>This game cannot be kept for the next start ({0}). Save it with Game → Save game, or free the data folder.</source>
        <translation>無法為下次啟動保留這局對局（{0}）。請用 遊戲 → 儲存對局 儲存它，或騰出資料夾的空間。</translation>
    </message>
    <message>
        <source>The game is not kept</source>
        <translation>對局未被保留</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>仍然結束</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the disk ({0}); the next start may offer it without its last moves.</source>
        <translation>進行中的對局無法寫入磁碟（{0}）；下次啟動時繼續的對局可能缺少最後幾步。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>無法儲存對局</translation>
    </message>
    <message>
        <source>The game cannot be saved to {0}: {1}</source>
        <translation>無法將對局儲存到 {0}：{1}</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>開始新對局</translation>
    </message>
    <message>
        <source>A game is in progress. A new game replaces it; save it first if you want to keep it.</source>
        <translation>目前有對局正在進行。新對局會取代它；如需保留，請先儲存。</translation>
    </message>
    <message>
        <source>{0} · {1} round · hand {2} · wall {3}</source>
        <translation>{0} · {1}風圈 · 第{2}手 · 牌牆 {3}</translation>
    </message>
    <message>
        <source>{0} · hand {1} · wall {2}</source>
        <translation>{0} · 第{1}手 · 牌牆 {2}</translation>
    </message>
    <message>
        <source>Pass these three (E)</source>
        <translation>換出這三張 (E)</translation>
    </message>
    <message>
        <source>Win (W)</source>
        <translation>胡 (W)</translation>
    </message>
    <message>
        <source>Pong {0} (P)</source>
        <translation>碰 {0} (P)</translation>
    </message>
    <message>
        <source>Kong {0} (K)</source>
        <translation>槓 {0} (K)</translation>
    </message>
    <message>
        <source>Chow {0} (C)</source>
        <translation>吃 {0} (C)</translation>
    </message>
    <message>
        <source>Chow… (C)</source>
        <translation>吃… (C)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>過 (Space)</translation>
    </message>
    <message>
        <source>Void: {0} ({1})</source>
        <translation>缺{0} ({1})</translation>
    </message>
    <message>
        <source>{0} – suggested</source>
        <translation>{0}（建議）</translation>
    </message>
    <message>
        <source>Pick exactly three tiles of one suit.</source>
        <translation>請選擇剛好三張同花色的牌。</translation>
    </message>
    <message>
        <source>You still hold {0} (your void suit): those tiles must go first.</source>
        <translation>你還持有{0}（你的定缺花色）：必須先打出這些牌。</translation>
    </message>
    <message>
        <source>{0} cannot be discarded now.</source>
        <translation>現在不能打出 {0}。</translation>
    </message>
    <message>
        <source>{0} of 3 tiles picked to pass on (raised and outlined); click a picked tile to put it back, then confirm (E).</source>
        <translation>已選 {0}/3 張要換出的牌（抬起並加框）；點擊已選的牌可放回，然後確認（E）。</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (Ctrl+N).</source>
        <translation>還沒有對局：用「新對局」(Ctrl+N) 開始。</translation>
    </message>
    <message>
        <source>The hand is over: there is no decision of yours in it now.</source>
        <translation>這一局已結束：現在沒有需要你做的決定。</translation>
    </message>
    <message>
        <source>Ask which move the teacher would make now, and why (H)</source>
        <translation>詢問老師現在會怎麼走以及原因 (H)</translation>
    </message>
    <message>
        <source>A hint is for your own decisions: wait until it is your turn to decide.</source>
        <translation>提示只用於你自己的決定：請等到輪到你決定時。</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no move in this hand yet.</source>
        <translation>沒有可以悔的棋：你在這一局還沒有走過。</translation>
    </message>
    <message>
        <source>You can take a move back when it is your turn to decide.</source>
        <translation>輪到你決定時才能悔棋。</translation>
    </message>
    <message>
        <source>Pick exactly three tiles.</source>
        <translation>請正好選三張牌。</translation>
    </message>
    <message>
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>已經選了三張牌：請先點擊其中一張放回，再選別的牌。</translation>
    </message>
    <message>
        <source>chow C</source>
        <translation>吃 (C)</translation>
    </message>
    <message>
        <source>pong P</source>
        <translation>碰 (P)</translation>
    </message>
    <message>
        <source>kong K</source>
        <translation>槓 (K)</translation>
    </message>
    <message>
        <source>win W</source>
        <translation>胡 (W)</translation>
    </message>
    <message>
        <source>Claim the discard ({0}) or pass (Space).</source>
        <translation>可以{0}這張牌，也可以選擇過 (Space)。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>to the player on your right</source>
        <translation>給下家</translation>
    </message>
    <message>
        <source>to the player on your left</source>
        <translation>給上家</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>給對家</translation>
    </message>
    <message>
        <source>Pong!</source>
        <translation>碰！</translation>
    </message>
    <message>
        <source>Chow!</source>
        <translation>吃！</translation>
    </message>
    <message>
        <source>Added kong!</source>
        <translation>補槓！</translation>
    </message>
    <message>
        <source>Kong!</source>
        <translation>槓！</translation>
    </message>
    <message>
        <source>Concealed kong!</source>
        <translation>暗槓！</translation>
    </message>
    <message>
        <source>Self-drawn win!</source>
        <translation>自摸！</translation>
    </message>
    <message>
        <source>Win!</source>
        <translation>胡！</translation>
    </message>
    <message>
        <source>Robbing the kong!</source>
        <translation>搶槓胡！</translation>
    </message>
    <message>
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>大家各換出三張牌{0}。
你從{2}收到 {1}。</translation>
    </message>
    <message>
        <source>{0} = {1} faan</source>
        <translation>{0} = {1} 番</translation>
    </message>
    <message>
        <source>{0} (limit)</source>
        <translation>{0}（爆棚）</translation>
    </message>
    <message>
        <source>You pay {0}</source>
        <translation>你付 {0}</translation>
    </message>
    <message>
        <source>{0} pays {1}</source>
        <translation>{0} 付 {1}</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>放炮</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>搶槓</translation>
    </message>
    <message>
        <source>You win {0} with {1}
{2}</source>
        <translation>你胡牌（{0}）：{1}
{2}</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}
{3}</source>
        <translation>{0} 胡牌（{1}）：{2}
{3}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新對局…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>悔牌 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記錄</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Automatic moves and the tile tracker</source>
        <translation>自動操作與記牌器</translation>
    </message>
    <message>
        <source>Win automatically when I can</source>
        <translation>能胡時自動胡牌</translation>
    </message>
    <message>
        <source>Pass automatically on every claim but a win</source>
        <translation>除胡牌外，自動放棄所有吃碰槓</translation>
    </message>
    <message>
        <source>Discard the tile I draw when no kong or win is possible</source>
        <translation>不能槓也不能胡時，自動打出摸到的牌</translation>
    </message>
    <message>
        <source>Show the tile tracker (copies not seen yet)</source>
        <translation>顯示記牌器（尚未見到的張數）</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>教練</translation>
    </message>
    <message>
        <source>What the teacher shows at the table</source>
        <translation>教練在牌桌上顯示的內容</translation>
    </message>
    <message>
        <source>Show my waits and their tiles left</source>
        <translation>顯示我聽的牌和剩餘張數</translation>
    </message>
    <message>
        <source>Highlight the tiles of the kind under the pointer</source>
        <translation>高亮與指標下同種的牌</translation>
    </message>
    <message>
        <source>Mark the danger of my tiles against ready-looking players</source>
        <translation>標出我的牌對看似聽牌者的危險度</translation>
    </message>
    <message>
        <source>Warn before a rule costs me (passed wins, void tiles, not ready late)</source>
        <translation>規則將讓我吃虧時提醒（過胡、定缺牌、牌局末尾未聽牌）</translation>
    </message>
    <message>
        <source>Sound for calls</source>
        <translation>叫牌音效</translation>
    </message>
    <message>
        <source>Sound for calls (needs QtMultimedia)</source>
        <translation>叫牌音效（需要 QtMultimedia）</translation>
    </message>
    <message>
        <source>Sound needs Qt&apos;s multimedia module, the optional extra: {0}</source>
        <translation>聲音需要 Qt 的多媒體模組（可選附加元件）：{0}</translation>
    </message>
    <message>
        <source>Skip to the end of the hand</source>
        <translation>跳到本手結束</translation>
    </message>
    <message>
        <source>You have nothing left to decide in this hand: play the rest at once</source>
        <translation>本手你已無需再做決定：立即打完剩餘部分</translation>
    </message>
    <message>
        <source>Show or hide the list of every action at the table</source>
        <translation>顯示或隱藏牌桌上每個動作的列表</translation>
    </message>
    <message>
        <source>Practice: undo your last move in this hand; the computer players decide again</source>
        <translation>練習：撤回你在本手的上一步，電腦對手重新決定</translation>
    </message>
    <message>
        <source>Start a game against three computer players
(Ctrl+N)</source>
        <translation>開始與三名電腦玩家對局
(Ctrl+N)</translation>
    </message>
    <message>
        <source>New to mahjong? Play a guided first hand</source>
        <translation>剛接觸麻將？跟著指導打第一手</translation>
    </message>
    <message>
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>尚無對局：請按「新對局」(Ctrl+N)。</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>No session is open in the scorebook.</source>
        <translation>記分簿中沒有開啟的牌局。</translation>
    </message>
    <message>
        <source>Dealer: {0}</source>
        <translation>莊家：{0}</translation>
    </message>
    <message>
        <source>Last hand: {0}</source>
        <translation>最近一手：{0}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>尚未記錄任何一手。</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>玩家螢幕</translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>離開全螢幕 (Esc)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全螢幕 (F11)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>全部選擇(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>單步向上(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>單步向下(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
找不到目錄。
請檢查提供的目錄名稱是否正確。</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
找不到檔案。
請檢查提供的檔名是否正確。</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 檔案</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已存在。
是否取代？</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>選擇(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>尋找於(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新增資料夾(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重新命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>「%1」有寫入保護。
仍然刪除？</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>別名</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案(*)</translation>
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
        <translation>確定刪除「%1」？</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>切換到詳細檢視模式</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>切換到列表檢視模式</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>無法刪除資料夾。</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>建立新資料夾</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>建立新資料夾</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>詳細檢視</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>目錄：</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>硬碟</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>檔名(&amp;N)：</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>檔案資料夾</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案型態(&amp;T)：</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>檔案型態：</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>尋找資料夾</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>往前</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>往前</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>前往父目錄</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>列表檢視</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>位置與書籤列表</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>尋找於：</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的電腦</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新資料夾</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>父目錄</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>最近開啟位置</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存新檔</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>捷徑</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>顯示 </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>顯示隱藏檔案(&amp;H)</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>側邊欄</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
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
        <translation>&lt;b&gt;不能使用名稱「%1」。&lt;/b&gt;&lt;p&gt;嘗試使用字數較少或沒有標點符號的另一名稱。</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>檔名無效</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的電腦</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型態</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>請輸入一個值：</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全部選擇</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>隱藏詳情...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>顯示詳情...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>終止</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全部皆否(&amp;O)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>還原到預設值</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部儲存</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全部皆是(&amp;A)</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Bottom</source>
        <translation>底端</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左邊緣</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>頁面下方</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>頁面左方</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>頁面右方</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>頁面上方</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>右邊緣</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>往下捲動</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>在此捲動</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>往左捲動</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>往右捲動</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>往上捲動</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>頂端</translation>
    </message>
</context>
<context>
    <name>QUndoGroup</name>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>復原 %1</translation>
    </message>
</context>
<context>
    <name>QUndoModel</name>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>＜空白＞</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>復原 %1</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>複製連結位址(&amp;L)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全部選擇</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Hand {0} begins; {1} deals</source>
        <translation>第{0}手開始，{1} 坐莊</translation>
    </message>
    <message>
        <source>Hand {0} begins; you deal</source>
        <translation>第{0}手開始，你坐莊</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>給下家</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>給上家</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>給對家</translation>
    </message>
    <message>
        <source>Everyone passes three tiles {0}</source>
        <translation>大家各換出三張牌{0}</translation>
    </message>
    <message>
        <source>Void suits: {0}</source>
        <translation>定缺：{0}</translation>
    </message>
    <message>
        <source>{0} draws a replacement tile: {1}</source>
        <translation>{0} 槓後補牌：{1}</translation>
    </message>
    <message>
        <source>You draw a replacement tile: {0}</source>
        <translation>你槓後補牌：{0}</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} 摸 {1}</translation>
    </message>
    <message>
        <source>You draw {0}</source>
        <translation>你摸 {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} 打出 {1}</translation>
    </message>
    <message>
        <source>You discard {0}</source>
        <translation>你打出 {0}</translation>
    </message>
    <message>
        <source>(passing a win worth {0})</source>
        <translation>（放棄分值 {0} 的胡牌）</translation>
    </message>
    <message>
        <source>{0} lets {1} go</source>
        <translation>{0} 放過 {1}</translation>
    </message>
    <message>
        <source>You let {0} go</source>
        <translation>你放過 {0}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from {2}</source>
        <translation>{0} 碰 {2} 的 {1}</translation>
    </message>
    <message>
        <source>You pong {0} from {1}</source>
        <translation>你碰 {1} 的 {0}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from you</source>
        <translation>{0} 碰你的 {1}</translation>
    </message>
    <message>
        <source>{0} chows {1} from {2}</source>
        <translation>{0} 吃 {2} 的牌：{1}</translation>
    </message>
    <message>
        <source>You chow {0} from {1}</source>
        <translation>你吃 {1} 的牌：{0}</translation>
    </message>
    <message>
        <source>{0} chows {1} from you</source>
        <translation>{0} 吃你的牌：{1}</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws {2} from the far end</source>
        <translation>{0} 補花：亮出 {1}，從牌尾補 {2}</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>你補花：亮出 {0}，從牌尾補 {1}</translation>
    </message>
    <message>
        <source>{0} adds {1} to a pong</source>
        <translation>{0} 用 {1} 補槓</translation>
    </message>
    <message>
        <source>You add {0} to a pong</source>
        <translation>你用 {0} 補槓</translation>
    </message>
    <message>
        <source>{0}: {1} of {2}</source>
        <translation>{0}：{1} {2}</translation>
    </message>
    <message>
        <source>{0} robs the kong on {1}</source>
        <translation>{0} 搶槓 {1}</translation>
    </message>
    <message>
        <source>You rob the kong on {0}</source>
        <translation>你搶槓 {0}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} 放炮</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>你放炮</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>搶 {0} 的槓</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>搶你的槓</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}: {3} ({4})</source>
        <translation>{0} 胡 {2}（{1}）：{3}（{4}）</translation>
    </message>
    <message>
        <source>You win {0} with {1}: {2} ({3})</source>
        <translation>你胡 {1}（{0}）：{2}（{3}）</translation>
    </message>
    <message>
        <source>{0} draws a tile</source>
        <translation>{0} 摸牌</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws a replacement</source>
        <translation>{0} 補花：亮出 {1}，補一張牌</translation>
    </message>
    <message>
        <source>Hand over: {0}</source>
        <translation>本手結束：{0}</translation>
    </message>
    <message>
        <source>Match over: {0}</source>
        <translation>對局結束：{0}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>The start of the game</source>
        <translation>對局開始</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>回到開頭 (Home)</translation>
    </message>
    <message>
        <source>The previous hand (Page Up)</source>
        <translation>上一手 (Page Up)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>後退一步 (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放／暫停 (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>前進一步 (Right)</translation>
    </message>
    <message>
        <source>The next hand (Page Down)</source>
        <translation>下一手 (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>跳到結尾 (End)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>視角：</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>顯示所有手牌</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>提示打法</translation>
    </message>
    <message>
        <source>When the seat you watch has a decision, show what the strong computer player would do and why</source>
        <translation>當你觀看的座位需要做決定時，顯示強電腦玩家會怎麼做以及原因</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>復盤這局…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>引擎評判你的每個決策，最差的在前，附上代價和原因</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand {0}: {1}. The engine agrees.</source>
        <translation>第{0}局：{1}。引擎同意。</translation>
    </message>
    <message>
        <source>Hand {0}: {1}; best {2}. Loss {3} ± {4}</source>
        <translation>第{0}局：{1}；最佳 {2}。損失 {3} ± {4}</translation>
    </message>
    <message>
        <source>Agrees with the engine</source>
        <translation>與引擎一致</translation>
    </message>
    <message>
        <source>A small loss</source>
        <translation>小損失</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>失誤</translation>
    </message>
    <message>
        <source>Hand {0}: {1}. Not judged yet.</source>
        <translation>第{0}局：{1}。尚未評判。</translation>
    </message>
    <message>
        <source>Not judged yet</source>
        <translation>尚未評判</translation>
    </message>
    <message>
        <source>Hand {0}: you chose {1}. Not judged yet.</source>
        <translation>第{0}局：你選擇了{1}。尚未評判。</translation>
    </message>
    <message>
        <source>Every decision of the seat is on the left, judged one after another; choose one to see the table at that moment.</source>
        <translation>該座位的每個決策都在左側，逐一評判；選擇一個即可查看當時的牌桌。</translation>
    </message>
    <message>
        <source>{0} · hand {1}: you chose {2}; the engine&apos;s best is {3}.</source>
        <translation>{0} · 第{1}局：你選擇了{2}；引擎的最佳是{3}。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} rank points on average.</source>
        <translation>失誤：平均損失 {0} ± {1} 標準分。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} points on average.</source>
        <translation>失誤：平均損失 {0} ± {1} 分。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} rank points on average.</source>
        <translation>小損失：平均 {0} ± {1} 標準分。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} points on average.</source>
        <translation>小損失：平均 {0} ± {1} 分。</translation>
    </message>
    <message>
        <source>{0} (your choice)</source>
        <translation>{0}（你的選擇）</translation>
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
            <numerusform>%n 個決策：一致率 {0}，每百個失誤 {1}，損失 {2} 標準分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation>
            <numerusform>%n 個決策：一致率 {0}，每百個失誤 {1}，損失 {2} 分</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}. The game: {2}</source>
        <translation>{0}，{1}。全場：{2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>第{0}局：{1}</translation>
    </message>
    <message>
        <source>%v of %m judged</source>
        <translation>已評判 %v / %m</translation>
    </message>
    <message>
        <source>The review stopped: this game cannot be reviewed ({0}).</source>
        <translation>復盤已停止：無法復盤此對局（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation>
            <numerusform>已取消：已評判 %n 個決策。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision is judged.</source>
        <translation>所有決策均已評判。</translation>
    </message>
    <message>
        <source>Judging… each decision&apos;s moves are played out many times.</source>
        <translation>評判中……每個決策的各個選項都會被模擬多次。</translation>
    </message>
    <message>
        <source>The mistakes could not be kept in Drills ({0}).</source>
        <translation>無法將失誤儲存到練習（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation>
            <numerusform>%n 個失誤已加入練習中的「你的失誤」。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your profile could not be read or kept ({0}).</source>
        <translation>無法讀取或保存你的檔案（{0}）。</translation>
    </message>
    <message>
        <source>Your profile in {0}: no game reviewed to the end yet.</source>
        <translation>你在{0}中的檔案：還沒有復盤到底的對局。</translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation>
            <numerusform>你在{0}中的檔案（已復盤 %n 局）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation>
            <numerusform>{0}：%n 個決策，每百個 {1} 個失誤，每個決策損失 {2} 標準分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation>
            <numerusform>{0}：%n 個決策，每百個 {1} 個失誤，每個決策損失 {2} 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation>
            <numerusform>與引擎一致的比例，最近 %n 局：</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing on from hand {0} in Play.</source>
        <translation>在「對局」中從第{0}局繼續。</translation>
    </message>
    <message>
        <source>Play is not open here: the replay shows the moment instead.</source>
        <translation>此處無法打開對局：改為在回放中顯示該時刻。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>對局復盤</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop judging; the decisions judged so far stay</source>
        <translation>停止評判；已評判的決策保留</translation>
    </message>
    <message>
        <source>In the order played</source>
        <translation>按出牌順序</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>最差的在前</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>期望得分</translation>
    </message>
    <message>
        <source>Expected rank points</source>
        <translation>期望標準分</translation>
    </message>
    <message>
        <source>Futures</source>
        <translation>模擬次數</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向聽</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>進張</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>危險</translation>
    </message>
    <message>
        <source>The game&apos;s rank points expected at the hand&apos;s end (4 to 1, by the points the game&apos;s other hands may still move), on average over the futures played, ± the standard error</source>
        <translation>本局結束時本場的期望標準分（4 到 1，已計入本場其餘各局可能帶來的分數變化），為所模擬後續的平均值，± 標準誤差</translation>
    </message>
    <message>
        <source>Points to the hand&apos;s end, on average over the futures played, ± the standard error</source>
        <translation>到本局結束的得分，在模擬中取平均，± 標準誤差</translation>
    </message>
    <message>
        <source>Tiles from ready after the discard</source>
        <translation>打出後的向聽數</translation>
    </message>
    <message>
        <source>Unseen tiles that would bring the hand closer to ready</source>
        <translation>能讓手牌更接近聽牌的未見牌張數</translation>
    </message>
    <message>
        <source>The chance the tile wins for a player who looks ready</source>
        <translation>這張牌讓看似聽牌的玩家和牌的機率</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>從這裡繼續打</translation>
    </message>
    <message>
        <source>Go on from this moment against the computer players, as practice</source>
        <translation>從此刻起與電腦玩家繼續對局，作為練習</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>在回放中打開</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Club players</source>
        <translation>俱樂部玩家</translation>
    </message>
    <message>
        <source>Names kept for the session dialog&apos;s seats. Forgetting a name changes no session.</source>
        <translation>這些名字供新牌局選座位時使用。刪去一個名字不會改變任何牌局。</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>新玩家的名字</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>刪去</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <source>Cap</source>
        <translation>封頂</translation>
    </message>
    <message>
        <source>Self-draw bonus (each payer)</source>
        <translation>自摸加分（每位付款者）</translation>
    </message>
    <message>
        <source>Exposed kong (each payer)</source>
        <translation>直槓（每位付款者）</translation>
    </message>
    <message>
        <source>Added kong (each payer)</source>
        <translation>補槓（每位付款者）</translation>
    </message>
    <message>
        <source>Concealed kong (each payer)</source>
        <translation>暗槓（每位付款者）</translation>
    </message>
    <message>
        <source>Flower pig amount</source>
        <translation>花豬金額</translation>
    </message>
    <message>
        <source>False win penalty (0: none)</source>
        <translation>詐胡罰分（0：不罰）</translation>
    </message>
    <message>
        <source>Exchange three before the void</source>
        <translation>定缺前換三張</translation>
    </message>
    <message>
        <source>The three may be of any suits</source>
        <translation>三張可以是任意花色</translation>
    </message>
    <message>
        <source>The three are passed</source>
        <translation>三張牌的換牌方向</translation>
    </message>
    <message>
        <source>A declined win or pong is barred until the next draw (过胡/过碰)</source>
        <translation>放棄的胡或碰在下次摸牌前不可再做（過胡/過碰）</translation>
    </message>
    <message>
        <source>Rank points 4/3/2/1 per game</source>
        <translation>每場標準分 4/3/2/1</translation>
    </message>
    <message>
        <source>A win on a kong&apos;s replacement discard</source>
        <translation>槓後打出的牌被胡（槓上炮）</translation>
    </message>
    <message>
        <source>Who pays a win</source>
        <translation>食糊由誰支付</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>胡牌之後</translation>
    </message>
    <message>
        <source>Who receives a flower pig&apos;s amount</source>
        <translation>花豬的錢給誰</translation>
    </message>
    <message>
        <source>A flower pig pays all three others</source>
        <translation>花豬賠其餘三家</translation>
    </message>
    <message>
        <source>At the wall&apos;s end all still in return kong money</source>
        <translation>流局時仍在場的所有人退還槓分</translation>
    </message>
    <message>
        <source>Kong money is returned to winners too</source>
        <translation>退還的槓分也給已和牌者</translation>
    </message>
    <message>
        <source>in a direction drawn each hand</source>
        <translation>每局隨機決定方向</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>給下家</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>給上家</translation>
    </message>
    <message>
        <source>to the player across</source>
        <translation>給對家</translation>
    </message>
    <message>
        <source>the three others; its kongs returned</source>
        <translation>其餘三家；它的槓分退還</translation>
    </message>
    <message>
        <source>the non-pigs still in</source>
        <translation>仍在場且非花豬的玩家</translation>
    </message>
    <message>
        <source>the others still in, at least their ready value</source>
        <translation>仍在場的其他人，至少按其聽牌價值</translation>
    </message>
    <message>
        <source>the kong money is returned</source>
        <translation>槓錢退還</translation>
    </message>
    <message>
        <source>the kong money is kept</source>
        <translation>槓錢保留</translation>
    </message>
    <message>
        <source>kept, returned if a kong made after it is robbed</source>
        <translation>保留；若之後的槓被搶則退還</translation>
    </message>
    <message>
        <source>the kong money goes to the winner (呼叫转移)</source>
        <translation>槓錢轉給胡牌者（呼叫轉移）</translation>
    </message>
    <message>
        <source>the winner leaves the hand (血战到底)</source>
        <translation>胡牌者退出本局（血戰到底）</translation>
    </message>
    <message>
        <source>the winner stays and may win again (血流成河)</source>
        <translation>胡牌者留下，可以再胡（血流成河）</translation>
    </message>
    <message>
        <source>nobody: it is a penalty</source>
        <translation>無人收取：這是罰分</translation>
    </message>
    <message>
        <source>the discarder alone (Modern, table P)</source>
        <translation>只由出銃者付（現代，P 表）</translation>
    </message>
    <message>
        <source>all three, with doublings (Classical, table Q)</source>
        <translation>三家都付，有加倍（古典，Q 表）</translation>
    </message>
    <message>
        <source>{0} (house rules on {1})</source>
        <translation>{0}（基於{1}的自訂規則）</translation>
    </message>
</context>
<context>
    <name>RuleSetsDialog</name>
    <message>
        <source>{0} (cannot be read: {1})</source>
        <translation>{0}（無法讀取：{1}）</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>我們的自訂規則</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>翻倍</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>滿貫</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{0}: {1} (was {2})</source>
        <translation>{0}：{1}（原為 {2}）</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>不計</translation>
    </message>
    <message>
        <source>{0} faan: {1} points (was {2})</source>
        <translation>{0} 番：{1} 分（原為 {2}）</translation>
    </message>
    <message>
        <source>No change: these are the rules of {0}.</source>
        <translation>沒有改動：這就是{0}的規則。</translation>
    </message>
    <message>
        <source>Against {0}: {1}</source>
        <translation>相對於{0}：{1}</translation>
    </message>
    <message>
        <source>These rules cannot be explained</source>
        <translation>無法解釋這套規則</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>The rule set was not saved</source>
        <translation>規則未能儲存</translation>
    </message>
    <message>
        <source>The rule set was not deleted</source>
        <translation>規則未能刪除</translation>
    </message>
    <message>
        <source>The rule set was not imported</source>
        <translation>規則未能匯入</translation>
    </message>
    <message>
        <source>The rule set was not exported</source>
        <translation>規則未能匯出</translation>
    </message>
    <message>
        <source>Import a rule set</source>
        <translation>匯入規則</translation>
    </message>
    <message>
        <source>Rule set (*.mjrules)</source>
        <translation>規則檔 (*.mjrules)</translation>
    </message>
    <message>
        <source>Export the rule set</source>
        <translation>匯出規則</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>自訂規則</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Explain with hands…</source>
        <translation>用牌例說明…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>The rule set</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>基於：</translation>
    </message>
    <message>
        <source>Events and the cap</source>
        <translation>事件與封頂</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番種</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Faan</source>
        <translation>番數</translation>
    </message>
    <message>
        <source>Base points</source>
        <translation>底分</translation>
    </message>
</context>
<context>
    <name>RulesCompareDialog</name>
    <message>
        <source>What {0} changes against {1}</source>
        <translation>{0} 相對 {1} 的改變</translation>
    </message>
    <message>
        <source>These rules are of different families: they share little beyond the tiles. The Learn page “How the rulesets differ” compares them.</source>
        <translation>這兩套規則屬於不同體系：除了牌以外共同之處很少。學習頁「各規則的區別」對它們作了比較。</translation>
    </message>
    <message>
        <source>No difference: both play and pay the same.</source>
        <translation>沒有差別：兩者的打法和支付都相同。</translation>
    </message>
    <message>
        <source>Each difference below is shown on a hand the engine settles both ways, with only that difference made.</source>
        <translation>下面每處差別都用一手牌說明：引擎按兩種規則各結算一次，只改變這一處。</translation>
    </message>
    <message>
        <source>The same hands under both</source>
        <translation>同樣的牌在兩套規則下</translation>
    </message>
    <message>
        <source>These rules count in different units ({0} and {1}), so here the hands are settled with every difference at once.</source>
        <translation>這兩套規則的計分單位不同（{0} 和 {1}），所以這裡的牌例是一次性按全部差別結算的。</translation>
    </message>
    <message>
        <source>This changes how the game is played, not what one hand pays.</source>
        <translation>這一條改變的是打法，而不是一手牌的支付。</translation>
    </message>
    <message>
        <source>Not shown alone: the two count in different units (see the hands at the end).</source>
        <translation>無法單獨說明：兩者計分單位不同（見末尾的牌例）。</translation>
    </message>
    <message>
        <source>No example hand pays differently for this alone.</source>
        <translation>沒有哪個示例牌僅因這一條而支付不同。</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>不計</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>計入</translation>
    </message>
    <message>
        <source>Base points of a {0}-faan hand</source>
        <translation>{0} 番牌的底分</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}：{1} → {2}</translation>
    </message>
    <message>
        <source>{0} draws the winning tile.</source>
        <translation>{0} 自摸和牌。</translation>
    </message>
    <message>
        <source>{0} robs {1}&apos;s kong.</source>
        <translation>{0} 搶 {1} 的槓和牌。</translation>
    </message>
    <message>
        <source>{1} makes an exposed kong on {2}&apos;s discard, {2} a concealed kong; {0} wins on {3}&apos;s discard; at the wall&apos;s end {1} is ready, {2} is not, and {3} still holds tiles of all three suits.</source>
        <translation>{1} 直槓 {2} 的棄牌，{2} 暗槓；{0} 和 {3} 的棄牌；牌牆摸完時 {1} 已聽牌，{2} 未聽牌，{3} 手裡仍有三門花色的牌。</translation>
    </message>
    <message>
        <source>{1} makes a concealed kong and throws the replacement draw; {0} wins on it.</source>
        <translation>{1} 暗槓後打出補摸的牌；{0} 和這張牌。</translation>
    </message>
    <message>
        <source>{1} adds a tile to a pong; then {0} wins on {3}&apos;s discard.</source>
        <translation>{1} 補槓；然後 {0} 和 {3} 打出的牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard, then draws a winning tile again.</source>
        <translation>{0} 和 {1} 的棄牌，之後又自摸和牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard; {2} declares a win that is none.</source>
        <translation>{0} 和 {1} 的棄牌；{2} 詐和。</translation>
    </message>
    <message>
        <source>{0} wins a {1}-faan hand on {2}&apos;s discard.</source>
        <translation>{0} 以 {1} 番牌和 {2} 的棄牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard.</source>
        <translation>{0} 和 {1} 的棄牌。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>{0} → {1}: {2} ({3})</source>
        <translation>{0} → {1}：{2}（{3}）</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>名次分</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>Compare rules</source>
        <translation>比較規則</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>原規則：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>新規則：</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Running totals after each hand</source>
        <translation>每手牌後的累計分數</translation>
    </message>
</context>
<context>
    <name>ScorebookDialogs</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ScorebookPage</name>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>刪除牌局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The scorebook is busy: another program is writing it. Try again in a moment.</source>
        <translation>記分簿忙碌中：另一個程式正在寫入。請稍後再試。</translation>
    </message>
    <message>
        <source>The scorebook file is damaged. It was left as it is: restore it from a backup.</source>
        <translation>記分簿檔案已損毀。檔案保持原樣未更動：請從備份還原。</translation>
    </message>
    <message>
        <source>This session was changed in another window or program. It now shows what is saved; your change was not saved.</source>
        <translation>此牌局已在另一個視窗或程式中被修改。現在顯示的是已儲存的內容；您的修改未儲存。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>該檔案就是記分簿本身：請選擇其他檔案。</translation>
    </message>
    <message>
        <source>Session {0} is damaged in the scorebook and cannot be read.</source>
        <translation>記分簿中的牌局 {0} 已損毀，無法讀取。</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>尚無牌局</translation>
    </message>
    <message>
        <source>The scorebook cannot be opened</source>
        <translation>無法開啟記分簿</translation>
    </message>
    <message>
        <source>Create a session for your table: choose the rules and the four players, then record each hand as it is played.</source>
        <translation>為你的牌桌建立一個牌局：選擇規則和四位玩家，然後邊打邊記錄每一手。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Next dealer: {0}</source>
        <translation>下一手莊家：{0}</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>圈風：{0}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Self-draws</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>放炮</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <source>Flower pigs</source>
        <translation>花豬</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最大胡牌</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每手平均</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持有點數</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>標準分</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Hand {0} · dealer {1}</source>
        <translation>第{0}手 · 莊家 {1}</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Opened the scorebook {0}.</source>
        <translation>已開啟記分簿 {0}。</translation>
    </message>
    <message>
        <source>Open scorebook</source>
        <translation>開啟記分簿</translation>
    </message>
    <message>
        <source>Scorebooks (*.sqlite3 *.sqlite *.db)</source>
        <translation>記分簿 (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>{0}
{1} · {2}</source>
        <translation>{0}
{1} · {2}</translation>
    </message>
    <message>
        <source>No session matches “{0}”.</source>
        <translation>沒有符合「{0}」的牌局。</translation>
    </message>
    <message>
        <source>{0} is not a scorebook.</source>
        <translation>{0} 不是記分簿。</translation>
    </message>
    <message>
        <source>{0} was written by a newer version of the app; update the app to open it.</source>
        <translation>{0} 由較新版本的程式寫入；請更新程式後再開啟。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero.</source>
        <translation>比賽結束：有人的分數低於零。</translation>
    </message>
    <message>
        <source>The chart shows each player&apos;s running total once a hand is recorded.</source>
        <translation>記下一手後，圖表會顯示每位玩家的累計分。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>an entry in hand {0}</source>
        <translation>第{0}手的一筆記錄</translation>
    </message>
    <message>
        <source>the edit of an entry in hand {0}</source>
        <translation>對第{0}手一筆記錄的修改</translation>
    </message>
    <message>
        <source>the deletion of an entry in hand {0}</source>
        <translation>刪除第{0}手的一筆記錄</translation>
    </message>
    <message>
        <source>the deletion of hand {0}</source>
        <translation>刪除第{0}手</translation>
    </message>
    <message>
        <source>the start of hand {0}</source>
        <translation>開始第{0}手</translation>
    </message>
    <message>
        <source>hand {0} drawn</source>
        <translation>第{0}手流局</translation>
    </message>
    <message>
        <source>the note of hand {0}</source>
        <translation>第{0}手的備註</translation>
    </message>
    <message>
        <source>{0} round</source>
        <translation>{0}風圈</translation>
    </message>
    <message>
        <source>won: {0}</source>
        <translation>已胡：{0}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>{0} wins robbing {1}&apos;s kong</source>
        <translation>{0} 搶{1}的槓胡牌</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard</source>
        <translation>{0} 胡{1}放炮</translation>
    </message>
    <message>
        <source>{0} wins by self-draw</source>
        <translation>{0} 自摸</translation>
    </message>
    <message>
        <source>{0}: exposed kong on {1}&apos;s discard</source>
        <translation>{0}：直槓（{1} 放槓）</translation>
    </message>
    <message>
        <source>{0}: added kong</source>
        <translation>{0}：補槓</translation>
    </message>
    <message>
        <source>(not at once)</source>
        <translation>（非即摸即槓）</translation>
    </message>
    <message>
        <source>{0}: concealed kong</source>
        <translation>{0}：暗槓</translation>
    </message>
    <message>
        <source>{0} ready ({1} {2})</source>
        <translation>{0} 聽牌（{1} {2}）</translation>
    </message>
    <message>
        <source>{0} not ready</source>
        <translation>{0} 未聽牌</translation>
    </message>
    <message>
        <source>{0} flower pig</source>
        <translation>{0} 花豬</translation>
    </message>
    <message>
        <source>Wall end: {0}</source>
        <translation>牌牆摸完：{0}</translation>
    </message>
    <message>
        <source>Drawn hand: nobody won</source>
        <translation>流局：無人胡牌</translation>
    </message>
    <message>
        <source>{0}: false win penalty</source>
        <translation>{0}：詐胡罰分</translation>
    </message>
    <message>
        <source>{0}: dead hand</source>
        <translation>{0}：相公</translation>
    </message>
    <message>
        <source>Payments of hand {0}</source>
        <translation>第{0}手結算</translation>
    </message>
    <message>
        <source>Payments of this entry</source>
        <translation>本條記錄的結算</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>付款人</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收款人</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>事由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>A kong cannot be made on the player&apos;s own discard: choose who discarded the fourth tile.</source>
        <translation>不能用自己打出的牌槓：請選擇打出第四張牌的人。</translation>
    </message>
    <message>
        <source>The discarder has already won and is out of the hand.</source>
        <translation>打出這張牌的人已經胡牌，不在這一手中了。</translation>
    </message>
    <message>
        <source>At the wall&apos;s end a hand has 13 tiles (a kong counts as 3).</source>
        <translation>牌牆摸完時手牌為 13 張（一個槓算 3 張）。</translation>
    </message>
    <message>
        <source>Hand {0} recorded as drawn. Undo ({1}) takes it back.</source>
        <translation>已記第{0}手為流局。復原（{1}）可以收回。</translation>
    </message>
    <message>
        <source>{0} – hand {1}</source>
        <translation>{0} – 第{1}手</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>A note for hand {0}:</source>
        <translation>第{0}手的備註：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Hand {0} has nothing recorded yet: record its first entry instead of starting another hand.</source>
        <translation>第{0}手還沒有任何記錄：請先記下它的第一筆，不要再開新的一手。</translation>
    </message>
    <message>
        <source>Hand {0} is over: the next entry starts hand {1} by itself.</source>
        <translation>第{0}手已結束：下一筆記錄會自動開始第{1}手。</translation>
    </message>
    <message>
        <source>Hand {0} started.</source>
        <translation>第{0}手開始。</translation>
    </message>
    <message>
        <source>Deleted. Undo ({0}) puts it back.</source>
        <translation>已刪除。復原（{0}）可以還原。</translation>
    </message>
    <message>
        <source>Delete the empty hand {0}?</source>
        <translation>要刪除空的第{0}手嗎？</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>刪除此手</translation>
    </message>
    <message>
        <source>Delete hand {0} and everything recorded in it?</source>
        <translation>要刪除第{0}手及其中的所有記錄嗎？</translation>
    </message>
    <message>
        <source>This win is scored under {0}. Start a session with these rules to record it.</source>
        <translation>這次胡牌按「{0}」計分。請先用這套規則建立牌局，再記錄。</translation>
    </message>
    <message>
        <source>This file cannot be read ({0}): {1}</source>
        <translation>無法讀取此檔案（{0}）：{1}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>已匯入「{0}」。</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>匯出牌局</translation>
    </message>
    <message>
        <source>Could not write the file: {0}</source>
        <translation>無法寫入檔案：{0}</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>已匯出至 {0}。</translation>
    </message>
    <message>
        <source>Import session</source>
        <translation>匯入牌局</translation>
    </message>
    <message>
        <source>Ledger JSON (*.json)</source>
        <translation>帳本 JSON (*.json)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新增…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>匯出…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在儲存…</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>手數：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked copy</source>
        <translation>標記的副本</translation>
    </message>
    <message>
        <source>Created {0}</source>
        <translation>建立於 {0}</translation>
    </message>
    <message>
        <source>Created {0} · changed {1}</source>
        <translation>建立於 {0} · 修改於 {1}</translation>
    </message>
    <message>
        <source>Last changed {0}</source>
        <translation>最後修改於 {0}</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}：{1} → {2}</translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation>
            <numerusform>每手都按新玩法重新結算：%n 手有變化。</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals before and after:</source>
        <translation>前後總分：</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>更改玩法</translation>
    </message>
    <message>
        <source>The rules were not changed. Hand {0} cannot be settled under the new rules: {1}</source>
        <translation>玩法未更改。第{0}手無法按新玩法結算：{1}</translation>
    </message>
    <message>
        <source>The rules were not changed: {0}</source>
        <translation>玩法未更改：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation>
            <numerusform>要刪除牌局「{0}」嗎？其中已記 %n 手。此操作無法復原。</numerusform>
        </translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Skip it, or import it as a marked copy? A marked copy is counted once in the club&apos;s statistics.</source>
        <translation>此牌局已在記分簿中，名為「{0}」。略過，還是作為標記的副本匯入？標記的副本在俱樂部統計中只計一次。</translation>
    </message>
    <message>
        <source>Import as a marked copy</source>
        <translation>作為標記的副本匯入</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>略過</translation>
    </message>
    <message>
        <source>A session&apos;s name is text of at most 200 characters.</source>
        <translation>牌局名稱須為不超過 200 個字元的文字。</translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation>
            <numerusform>已打完的風圈：%n / {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation>
            <numerusform>已結束的手數：%n / {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The planned length is reached ({0}). Record more hands if the table plays on.</source>
        <translation>已達到預定長度（{0}）。如果繼續打，可以接著記。</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>每晚最多付 {0}</translation>
    </message>
    <message>
        <source>The cap cut what {0} pays; the winners share what is paid.</source>
        <translation>封頂減少了{0}要付的錢；贏家按比例分得實付的錢。</translation>
    </message>
    <message>
        <source>Penalties paid to nobody go to the pot: {0}.</source>
        <translation>不付給任何人的罰分進公池：{0}。</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>誰也不用付錢。</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>公池</translation>
    </message>
    <message>
        <source>This session keeps no money. Set a stake a point with Edit… to see who pays whom at the end of the night.</source>
        <translation>本場不記錢。用「編輯…」設定每分金額，即可看到當晚誰付給誰。</translation>
    </message>
    <message>
        <source>the seat change before hand {0} ({1})</source>
        <translation>第{0}手前的換座（{1}）</translation>
    </message>
    <message>
        <source>Hands {0}–{1}</source>
        <translation>第{0}–{1}手</translation>
    </message>
    <message>
        <source>seats: {0}</source>
        <translation>座位：{0}</translation>
    </message>
    <message>
        <source>Delete this entry of hand {0}?
{1}</source>
        <translation>要刪除第{0}手的這筆記錄嗎？
{1}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>刪除記錄</translation>
    </message>
    <message>
        <source>Open a session first.</source>
        <translation>請先打開一個場次。</translation>
    </message>
    <message>
        <source>Seats change between games: hand {0} is not over yet.</source>
        <translation>只能在兩場之間換座：第{0}手還沒有結束。</translation>
    </message>
    <message>
        <source>Seats change between games: {0} of this game&apos;s {1} hands are played.</source>
        <translation>只能在兩場之間換座：本場{1}手只打了{0}手。</translation>
    </message>
    <message>
        <source>Seats change between games: the {0} round is not over yet.</source>
        <translation>只能在兩場之間換座：{0}風圈還沒有結束。</translation>
    </message>
    <message>
        <source>From hand {0} on: {1}.</source>
        <translation>從第{0}手起：{1}。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>沒有可復原的操作。</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>已復原：{0}。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>沒有可重做的操作。</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>已重做：{0}。</translation>
    </message>
    <message>
        <source>the dealer here is {0}, not {1}</source>
        <translation>這裡的莊家是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>the players still in here are {0}, not {1}</source>
        <translation>這裡仍在場的是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>the prevailing wind here is {0}, not {1}</source>
        <translation>這裡的圈風是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>In the calculator: {0}. In this session: {1}.</source>
        <translation>計算器：{0}；本牌局：{1}。</translation>
    </message>
    <message>
        <source>The difference: {0}.</source>
        <translation>不同之處：{0}。</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>手</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>胡牌者</translation>
    </message>
    <message>
        <source>note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>{0} 總計</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>{0} 胡牌</translation>
    </message>
    <message>
        <source>total</source>
        <translation>總計</translation>
    </message>
    <message>
        <source>points</source>
        <translation>持有點數</translation>
    </message>
    <message>
        <source>rank points</source>
        <translation>標準分</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>每分金額</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>封頂</translation>
    </message>
    <message>
        <source>money</source>
        <translation>金額合計</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>付給</translation>
    </message>
    <message>
        <source>pot</source>
        <translation>公池</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>座次</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>正在匯入 {0}…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>CSV table, headings in this language (*.csv)</source>
        <translation>CSV 表格，表頭用繁體中文 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Night&apos;s money</source>
        <translation>當晚結帳</translation>
    </message>
    <message>
        <source>Saved the session as {0}.</source>
        <translation>牌局已儲存為 {0}。</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>儲存為 PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Search by player, name or date</source>
        <translation>依玩家、名稱或日期搜尋</translation>
    </message>
    <message>
        <source>Open scorebook…</source>
        <translation>開啟記分簿…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>玩家…</translation>
    </message>
    <message>
        <source>The club&apos;s players, kept across sessions</source>
        <translation>俱樂部的玩家，跨牌局保留</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the standings and the hands as a PDF to print</source>
        <translation>把排名和各手儲存為 PDF 以便列印</translation>
    </message>
    <message>
        <source>Save session as PDF…</source>
        <translation>將牌局儲存為 PDF…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編輯</translation>
    </message>
    <message>
        <source>Win… (W)</source>
        <translation>胡牌… (W)</translation>
    </message>
    <message>
        <source>Kong… (K)</source>
        <translation>槓… (K)</translation>
    </message>
    <message>
        <source>Wall end… (E)</source>
        <translation>牌牆摸完… (E)</translation>
    </message>
    <message>
        <source>Penalty… (P)</source>
        <translation>罰分… (P)</translation>
    </message>
    <message>
        <source>Drawn hand (D)</source>
        <translation>流局 (D)</translation>
    </message>
    <message>
        <source>Records the hand as drawn at once; Undo takes it back</source>
        <translation>立即把這一手記為流局；復原可以收回</translation>
    </message>
    <message>
        <source>New hand (N)</source>
        <translation>新一手 (N)</translation>
    </message>
    <message>
        <source>Change seats…</source>
        <translation>換座位…</translation>
    </message>
    <message>
        <source>Between games: a player leaves and another sits down, or two swap seats</source>
        <translation>兩場之間：一位玩家離開、另一位坐下，或兩人交換座位</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>走勢圖</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>玩家螢幕</translation>
    </message>
    <message>
        <source>A second window for the table: the standings in large type, the dealer and the last hand, following the scorebook</source>
        <translation>給牌桌看的第二個視窗：大字顯示排名、莊家和最近一手，隨記分簿更新</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>使用此玩法的所有牌局（按名字比對玩家）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>刪除…</translation>
    </message>
    <message>
        <source>The wall ran out: who is ready, not ready or a flower pig (查叫)</source>
        <translation>牌牆摸完：誰聽牌、誰未聽牌、誰是花豬（查叫）</translation>
    </message>
    <message>
        <source>A hand that ends with a third winner or the wall&apos;s end starts the next one by itself</source>
        <translation>本手在第三家胡牌或牌牆摸完時結束，並自動開始下一手</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Change seats</source>
        <translation>換座位</translation>
    </message>
    <message>
        <source>From hand {0} on, these players sit in these seats. The hands played keep the names they were played with; each player&apos;s standing adds up every seat they held.</source>
        <translation>從第{0}手起，這些玩家坐這些座位。已打的牌局保留當時的名字；每位玩家的成績把他坐過的每個座位加在一起。</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0} 號位：</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>每個座位都需要名字。</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>名字最多 {0} 個字元。</translation>
    </message>
    <message>
        <source>The four seats need four different names.</source>
        <translation>四個座位需要四個不同的名字。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>這些玩家已經坐在這些座位上。</translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <source>Session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>新牌局</translation>
    </message>
    <message>
        <source>e.g. Friday club</source>
        <translation>例如 週五牌友會</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>玩法：</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>圈風：</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>玩家（按座位順序）</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>玩家 {0}</translation>
    </message>
    <message>
        <source>Type a name or pick one of the club&apos;s players</source>
        <translation>輸入名字，或從俱樂部的玩家中選擇</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0} 號位：</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0} 號位</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>首手莊家：</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金錢</translation>
    </message>
    <message>
        <source>No money</source>
        <translation>不記錢</translation>
    </message>
    <message>
        <source>Stake a point:</source>
        <translation>每分金額：</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>不封頂</translation>
    </message>
    <message>
        <source>The most a player pays in the night; the winners share what the losers pay</source>
        <translation>每人一晚最多付的錢；贏家按比例分得輸家實付的錢</translation>
    </message>
    <message>
        <source>Cap a night:</source>
        <translation>每晚封頂：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>建立</translation>
    </message>
    <message>
        <source>Two seats have the same name ({0}): give each player a name of their own.</source>
        <translation>有兩個座位的名字相同（{0}）：請給每位玩家不同的名字。</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Play</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Move along your hand</source>
        <translation>在手牌中移動</translation>
    </message>
    <message>
        <source>Discard the chosen tile (while exchanging: pick it or put it back)</source>
        <translation>打出選中的牌(換牌時:選中或放回)</translation>
    </message>
    <message>
        <source>Pass the three chosen tiles</source>
        <translation>交出選中的三張牌</translation>
    </message>
    <message>
        <source>Choose characters, dots or bamboo as your void suit</source>
        <translation>選萬、筒或條為缺門</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>碰</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Chow (several chows: a list to choose from)</source>
        <translation>吃(有幾種吃法時:從列表中選)</translation>
    </message>
    <message>
        <source>Pass (let the discard go)</source>
        <translation>過(放過這張棄牌)</translation>
    </message>
    <message>
        <source>In the list of chows: take that chow</source>
        <translation>在吃牌列表中:選那一種吃法</translation>
    </message>
    <message>
        <source>In the list of chows: take the marked chow, or close the list</source>
        <translation>在吃牌列表中:選標記的吃法,或關閉列表</translation>
    </message>
    <message>
        <source>Hint: what the teacher would do</source>
        <translation>提示:老師會怎麼做</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>悔回上一步(練習對局)</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>記分簿</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>記錄和牌</translation>
    </message>
    <message>
        <source>Record a kong</source>
        <translation>記錄槓</translation>
    </message>
    <message>
        <source>Record the wall&apos;s end</source>
        <translation>記錄牌牆摸完</translation>
    </message>
    <message>
        <source>Record a penalty</source>
        <translation>記錄罰分</translation>
    </message>
    <message>
        <source>Record a drawn hand</source>
        <translation>記錄流局</translation>
    </message>
    <message>
        <source>Start a new hand</source>
        <translation>開始新的一局</translation>
    </message>
    <message>
        <source>Delete the chosen row</source>
        <translation>刪除選中的列</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重播</translation>
    </message>
    <message>
        <source>Next or previous move</source>
        <translation>下一步或上一步</translation>
    </message>
    <message>
        <source>Next or previous hand</source>
        <translation>下一局或上一局</translation>
    </message>
    <message>
        <source>First or last move</source>
        <translation>第一步或最後一步</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暫停</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>學習</translation>
    </message>
    <message>
        <source>Back or forward</source>
        <translation>上一頁或下一頁</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>搜尋頁面</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>計算器</translation>
    </message>
    <message>
        <source>Copy the result</source>
        <translation>複製結果</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>選單</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wall: {0}</source>
        <translation>牌牆：{0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>第{0}手</translation>
    </message>
    <message>
        <source>Bonus tile (set aside)</source>
        <translation>花牌（已亮出）</translation>
    </message>
    <message>
        <source>Won on this tile (set aside)</source>
        <translation>以這張牌和牌（放在一旁）</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>圈風：{0}</translation>
    </message>
    <message>
        <source>(+{0} in the dead wall)</source>
        <translation>（另留牌尾 {0} 張）</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0} 號位</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>void: {0}</source>
        <translation>缺{0}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>已胡</translation>
    </message>
    <message>
        <source>won ×{0}</source>
        <translation>已胡 ×{0}</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}</source>
        <translation>打出 {0} 即聽牌。胡張：{1}。未見共 {2} 張</translation>
    </message>
    <message>
        <source>You are ready. Winning tiles: {0}. Unseen in all: {1}</source>
        <translation>你已聽牌。胡張：{0}。未見共 {1} 張</translation>
    </message>
    <message>
        <source>Danger (1: no sign that it is safe): {0}</source>
        <translation>危險度（1：沒有任何安全跡象）：{0}</translation>
    </message>
    <message>
        <source>If you pass this win, then until your next tile from the wall you may win on another player&apos;s tile only when it pays more than this one.</source>
        <translation>若過胡，在你下次從牌牆摸牌前，只有比這次更大的胡才能胡別人的牌。</translation>
    </message>
    <message>
        <source>If you pass, you may not pong {0} again before your next draw.</source>
        <translation>若過碰，在你下次摸牌前不能再碰 {0}。</translation>
    </message>
    <message>
        <source>You passed up a win: until your next tile from the wall you may win on another player&apos;s tile only when it pays more than {0}.</source>
        <translation>你已過胡：在下次從牌牆摸牌前，只有得分超過 {0} 的胡才能胡別人的牌。</translation>
    </message>
    <message>
        <source>You passed a pong: no pong of {0} before your next draw.</source>
        <translation>你已過碰：下次摸牌前不能碰 {0}。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you still hold {0} of your void suit: with them you can neither win nor be ready.</source>
        <translation>牌牆快摸完了，你還拿著定缺花色的 {0}：有它們就既不能胡也不能聽牌。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you are not ready: at the wall&apos;s end you pay every ready player (查叫).</source>
        <translation>牌牆快摸完了，你還未聽牌：流局時要賠給每位聽牌者（查叫）。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Plain win</source>
        <translation>平胡</translation>
    </message>
    <message>
        <source>All pongs</source>
        <translation>碰碰胡</translation>
    </message>
    <message>
        <source>Pure one suit</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七對</translation>
    </message>
    <message>
        <source>Dragon seven pairs</source>
        <translation>龍七對</translation>
    </message>
    <message>
        <source>Golden hook</source>
        <translation>金鉤釣</translation>
    </message>
    <message>
        <source>Terminals in all sets</source>
        <translation>帶幺九</translation>
    </message>
    <message>
        <source>2-5-8 pongs</source>
        <translation>將對</translation>
    </message>
    <message>
        <source>Eighteen arhats</source>
        <translation>十八羅漢</translation>
    </message>
    <message>
        <source>Pure all pongs</source>
        <translation>清碰</translation>
    </message>
    <message>
        <source>Pure seven pairs</source>
        <translation>清七對</translation>
    </message>
    <message>
        <source>Pure dragon seven pairs</source>
        <translation>清龍七對</translation>
    </message>
    <message>
        <source>Pure golden hook</source>
        <translation>清金鉤釣</translation>
    </message>
    <message>
        <source>Pure terminals</source>
        <translation>清帶幺九</translation>
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
        <translation>槓上開花</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>槓上炮</translation>
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
        <translation>海底炮</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>海底</translation>
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
        <translation>自摸</translation>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>門前清</translation>
    </message>
    <message>
        <source>All chows</source>
        <translation>平糊</translation>
    </message>
    <message>
        <source>Dragon pong</source>
        <translation>箭刻</translation>
    </message>
    <message>
        <source>Seat wind pong</source>
        <translation>門風</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>圈風</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>無花</translation>
    </message>
    <message>
        <source>Own flower</source>
        <translation>正花</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>正季</translation>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>嶺上開花</translation>
    </message>
    <message>
        <source>Mixed terminals and honours</source>
        <translation>花幺九</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>一台花</translation>
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
        <translation>十三幺</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>九蓮寶燈</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>十八羅漢</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>放炮胡</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>自摸胡</translation>
    </message>
    <message>
        <source>Win robbing a kong</source>
        <translation>搶槓胡</translation>
    </message>
    <message>
        <source>Kong bloom, paid by the kong&apos;s feeder</source>
        <translation>槓上開花（放槓者付）</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>直槓</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>補槓</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <source>Kong money returned (kong discard)</source>
        <translation>退槓分（槓上炮）</translation>
    </message>
    <message>
        <source>Kong money passed to the winner (call transfer)</source>
        <translation>槓錢轉給胡牌者（呼叫轉移）</translation>
    </message>
    <message>
        <source>Kong money returned (not ready)</source>
        <translation>退槓分（未聽牌）</translation>
    </message>
    <message>
        <source>Not ready pays a ready hand</source>
        <translation>查叫（未聽牌賠聽牌）</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花豬</translation>
    </message>
    <message>
        <source>Flower pig penalty</source>
        <translation>花豬罰分</translation>
    </message>
    <message>
        <source>False win penalty</source>
        <translation>詐胡罰分</translation>
    </message>
    <message>
        <source>×2 discarder</source>
        <extracomment>why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).</extracomment>
        <translation>放炮者×2</translation>
    </message>
    <message>
        <source>×2 self-draw</source>
        <translation>自摸×2</translation>
    </message>
    <message>
        <source>×2 East pays</source>
        <translation>東家付×2</translation>
    </message>
    <message>
        <source>×2 East wins</source>
        <translation>東家胡×2</translation>
    </message>
    <message>
        <source>MIL Bloody Mahjong</source>
        <translation>MIL 血戰麻將</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>mahjchina 四川血戰</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>四川血戰（競技規則）</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>雀魂 赤血之戰</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>香港麻將·新式（放炮者付）</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>香港麻將·傳統（三家付）</translation>
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
        <translation>競技規則</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>雀魂</translation>
    </message>
    <message>
        <source>HK Modern</source>
        <translation>香港新式</translation>
    </message>
    <message>
        <source>HK Classical</source>
        <translation>香港傳統</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>萬</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>筒</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>條</translation>
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
        <translation>高手</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>簡單</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>First legal move</source>
        <translation>首個合法操作</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>points</source>
        <translation>分</translation>
    </message>
    <message>
        <source>han</source>
        <translation>番</translation>
    </message>
    <message>
        <source>faan</source>
        <translation>番</translation>
    </message>
    <message>
        <source>Three players have won.</source>
        <translation>三家已胡牌。</translation>
    </message>
    <message>
        <source>A win ends the hand.</source>
        <translation>有人胡牌，本手結束。</translation>
    </message>
    <message>
        <source>The wall is empty.</source>
        <translation>牌牆已摸完。</translation>
    </message>
    <message>
        <source>A score fell below zero: the match ends.</source>
        <translation>有人分數跌破零：對局結束。</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>封頂</translation>
    </message>
    <message>
        <source>Roots capped at 8, then events double</source>
        <translation>含根封頂 8，事件另行翻倍</translation>
    </message>
    <message>
        <source>Events inside the same cap of 8</source>
        <translation>事件一併計入 8 封頂</translation>
    </message>
    <message>
        <source>Kong money refunded by</source>
        <translation>退槓分者</translation>
    </message>
    <message>
        <source>Players not ready</source>
        <translation>未聽牌者</translation>
    </message>
    <message>
        <source>Every player still in</source>
        <translation>所有未胡者</translation>
    </message>
    <message>
        <source>Refunds go to</source>
        <translation>退還給</translation>
    </message>
    <message>
        <source>Payers still in the hand</source>
        <translation>仍未胡的原付分者</translation>
    </message>
    <message>
        <source>All original payers</source>
        <translation>全部原付分者</translation>
    </message>
    <message>
        <source>A flower pig pays</source>
        <translation>花豬賠付給</translation>
    </message>
    <message>
        <source>Players still in who are not pigs</source>
        <translation>仍未胡且非花豬者</translation>
    </message>
    <message>
        <source>Every other player</source>
        <translation>所有其他玩家</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>每場手數</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>起糊</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>爆棚</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>對局長度</translation>
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
        <translation>白板</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>發財</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>紅中</translation>
    </message>
    <message>
        <source>Minimum {0} faan</source>
        <translation>{0} 番起糊</translation>
    </message>
    <message>
        <source>Limit {0} faan</source>
        <translation>{0} 番爆棚</translation>
    </message>
    <message>
        <source>Bonus tiles count toward the minimum</source>
        <translation>花番計入起糊番數</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>花番不計入起糊番數</translation>
    </message>
    <message>
        <source>One wind round (East)</source>
        <translation>一圈（東風圈）</translation>
    </message>
    <message>
        <source>A full game (four wind rounds)</source>
        <translation>打滿四圈</translation>
    </message>
    <message>
        <source>{0} wind rounds</source>
        <translation>{0} 圈</translation>
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
        <translation>{0}條</translation>
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
        <translation>還沒有牌。</translation>
    </message>
    <message>
        <source>Unknown letter: tiles are written as digits followed by m, p or s.</source>
        <translation>無法識別的字母：牌的寫法是數字後接 m、p 或 s。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0.</source>
        <translation>沒有點數為 0 的牌。</translation>
    </message>
    <message>
        <source>That tile does not exist.</source>
        <translation>沒有這張牌。</translation>
    </message>
    <message>
        <source>Some digits have no suit letter after them.</source>
        <translation>有些數字後面缺少花色字母。</translation>
    </message>
    <message>
        <source>Too many copies of a tile: there are only four.</source>
        <translation>同一張牌太多：每種只有四張。</translation>
    </message>
    <message>
        <source>A bonus tile appears twice.</source>
        <translation>同一張花牌出現了兩次。</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>胡牌張數不對：需要 14 張（槓按 3 張計）。</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>花牌需與手牌分開。</translation>
    </message>
    <message>
        <source>A meld is written like pong:5m or ankong:9s.</source>
        <translation>副露的寫法如 pong:5m 或 ankong:9s。</translation>
    </message>
    <message>
        <source>The void suit is characters, dots or bamboo.</source>
        <translation>定缺花色只能是萬、筒或條。</translation>
    </message>
    <message>
        <source>Sichuan hands use only characters, dots and bamboo.</source>
        <translation>四川麻將只用萬、筒、條三種牌。</translation>
    </message>
    <message>
        <source>The winner must be among the seats still in.</source>
        <translation>胡牌者必須是仍在場的玩家。</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>請選擇放炮者。</translation>
    </message>
    <message>
        <source>The winner cannot have discarded the winning tile.</source>
        <translation>胡牌者不能是放炮者。</translation>
    </message>
    <message>
        <source>The discarder must be among the seats still in.</source>
        <translation>放炮者必須是仍在場的玩家。</translation>
    </message>
    <message>
        <source>When a kong is robbed, the other three copies are in that kong: the winner cannot hold another.</source>
        <translation>搶槓時，其餘三張都在被搶的槓裡：胡牌者手中不可能還有這張牌。</translation>
    </message>
    <message>
        <source>These events cannot happen with this kind of win.</source>
        <translation>這種胡牌方式不可能出現這些情況。</translation>
    </message>
    <message>
        <source>Nobody else is still in to pay.</source>
        <translation>沒有其他仍在場的玩家可以付分。</translation>
    </message>
    <message>
        <source>Seats are numbered 0 to 3.</source>
        <translation>座位編號為 0 到 3。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>不是胡牌牌型：需要四組面子加一對將，或七對。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or thirteen orphans.</source>
        <translation>不是胡牌牌型：需要四組面子加一對將，或十三幺。</translation>
    </message>
    <message>
        <source>The hand still holds a tile of its void suit, so it cannot win.</source>
        <translation>手中仍有定缺花色的牌，不能胡牌。</translation>
    </message>
    <message>
        <source>The hand uses all three suits: a Sichuan win has at most two.</source>
        <translation>手牌含有三種花色：四川麻將胡牌最多只能有兩種。</translation>
    </message>
    <message>
        <source>Below the Hong Kong minimum: the hand has too few faan to win.</source>
        <translation>未達香港麻將起糊番數：番數不足，不能胡牌。</translation>
    </message>
    <message>
        <source>Not ready: no tile completes this hand.</source>
        <translation>未聽牌：沒有任何牌能讓這手牌胡牌。</translation>
    </message>
    <message>
        <source>no winning shape</source>
        <translation>非胡牌牌型</translation>
    </message>
    <message>
        <source>holds its void suit</source>
        <translation>留有缺門牌</translation>
    </message>
    <message>
        <source>three suits</source>
        <translation>三種花色</translation>
    </message>
    <message>
        <source>below the minimum</source>
        <translation>番數不足</translation>
    </message>
    <message>
        <source>That player has already won in this hand.</source>
        <translation>該玩家本手已胡牌。</translation>
    </message>
    <message>
        <source>The discarder has already won in this hand and cannot discard.</source>
        <translation>放炮者本手已胡牌，不可能再打牌。</translation>
    </message>
    <message>
        <source>That player has a dead hand and cannot win.</source>
        <translation>該玩家已成相公，不能胡牌。</translation>
    </message>
    <message>
        <source>This hand is already over (three winners or the wall&apos;s end).</source>
        <translation>本手已結束（已有三家胡牌或牌牆已摸完）。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero, or every hand has been played.</source>
        <translation>對局已結束：有人分數跌破零，或所有手數均已打完。</translation>
    </message>
    <message>
        <source>Give the winning hand or its value.</source>
        <translation>請輸入胡牌的手牌或其分值。</translation>
    </message>
    <message>
        <source>The value is not allowed for these rules.</source>
        <translation>此規則不允許這個分值。</translation>
    </message>
    <message>
        <source>The wall&apos;s end needs every player still in the hand.</source>
        <translation>牌牆摸完的記錄須包含所有仍在場的玩家。</translation>
    </message>
    <message>
        <source>These rules have no such penalty.</source>
        <translation>此規則沒有這種罰分。</translation>
    </message>
    <message>
        <source>Choose ready, not ready or flower pig.</source>
        <translation>請選擇聽牌、未聽牌或花豬。</translation>
    </message>
    <message>
        <source>A hand is written like 123m456p55s.</source>
        <translation>手牌的寫法如 123m456p55s。</translation>
    </message>
    <message>
        <source>The scorebook was written by a newer version of the app.</source>
        <translation>此記分簿由較新版本的程式寫入。</translation>
    </message>
    <message>
        <source>That file is not a scorebook.</source>
        <translation>該檔案不是記分簿。</translation>
    </message>
    <message>
        <source>That file is not a scorebook session.</source>
        <translation>該檔案不是記分簿的牌局。</translation>
    </message>
    <message>
        <source>Unknown rule profile.</source>
        <translation>未知的玩法。</translation>
    </message>
    <message>
        <source>Take the win.</source>
        <translation>直接胡牌。</translation>
    </message>
    <message>
        <source>Pass this small win: a bigger one is likely.</source>
        <translation>放過這次小胡：很可能胡更大的。</translation>
    </message>
    <message>
        <source>Pass on three tiles of your weakest suit.</source>
        <translation>換出最弱花色的三張牌。</translation>
    </message>
    <message>
        <source>Give up the suit that helps your hand least.</source>
        <translation>定缺對手牌用處最小的那門花色。</translation>
    </message>
    <message>
        <source>Give up this suit to keep a valuable hand.</source>
        <translation>定缺這門花色，保住一手大牌。</translation>
    </message>
    <message>
        <source>Void-suit tiles must go first.</source>
        <translation>定缺花色的牌必須先打出。</translation>
    </message>
    <message>
        <source>This keeps your hand closest to ready.</source>
        <translation>這樣離聽牌最近。</translation>
    </message>
    <message>
        <source>This leaves the most tiles that improve your hand.</source>
        <translation>這樣有效進張最多。</translation>
    </message>
    <message>
        <source>This leaves the best wait: the most winning tiles times their value.</source>
        <translation>這樣聽牌最好：可胡張數乘分值最大。</translation>
    </message>
    <message>
        <source>This keeps the hand worth more.</source>
        <translation>這樣手牌分值更高。</translation>
    </message>
    <message>
        <source>Someone looks ready: this tile is the safest to throw.</source>
        <translation>有人似乎已聽牌：這張牌打出最安全。</translation>
    </message>
    <message>
        <source>A close call, settled by simulating the rest of the hand.</source>
        <translation>幾個選擇難分高下，模擬本手餘下的進程後選定。</translation>
    </message>
    <message>
        <source>Declare the kong: kong money, and your hand keeps its shape.</source>
        <translation>開槓：能拿槓分，牌型也不受影響。</translation>
    </message>
    <message>
        <source>Pong: it brings your hand closer to ready.</source>
        <translation>碰：離聽牌更近一步。</translation>
    </message>
    <message>
        <source>Pong: it builds toward a more valuable hand.</source>
        <translation>碰：有助於做成更大的牌。</translation>
    </message>
    <message>
        <source>Pass: claiming would not help your hand.</source>
        <translation>過：碰或槓這張牌對手牌沒有幫助。</translation>
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
        <translation>牌效</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>牌型價值</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防守</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鳴牌或過</translation>
    </message>
    <message>
        <source>The void suit</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>換三張</translation>
    </message>
    <message>
        <source>Passing a win</source>
        <translation>過胡</translation>
    </message>
    <message>
        <source>The wall&apos;s end</source>
        <translation>牌牆將盡</translation>
    </message>
    <message>
        <source>Tiles from ready: {0} after your choice, {1} after the best.</source>
        <translation>向聽數：你的選擇後為 {0}，最佳選擇後為 {1}。</translation>
    </message>
    <message>
        <source>Unseen tiles that improve the hand: {0} after your choice, {1} after the best.</source>
        <translation>進張（未見）：你的選擇後 {0} 張，最佳選擇後 {1} 張。</translation>
    </message>
    <message>
        <source>Waits after your choice: {0}. After the best: {1}.</source>
        <translation>你的選擇後聽：{0}。最佳選擇後聽：{1}。</translation>
    </message>
    <message>
        <source>{0} looks ready ({1}): your tile would win for them {2} of the time, the best {3}.</source>
        <translation>{0} 看似聽牌（{1}）：你的牌放銃機率 {2}，最佳選擇為 {3}。</translation>
    </message>
    <message>
        <source>Tiles left in the wall: {0}.</source>
        <translation>牌牆剩餘：{0} 張。</translation>
    </message>
    <message>
        <source>A kong is paid for at once: declaring or declining it moves that money.</source>
        <translation>槓立即結算：開槓與否會改變這筆錢。</translation>
    </message>
    <message>
        <source>A win was on offer and you let it go.</source>
        <translation>可以和牌，但你放過了。</translation>
    </message>
    <message>
        <source>Taking this win was worth less than playing on.</source>
        <translation>此時和牌不如繼續打划算。</translation>
    </message>
    <message>
        <source>Void suit: you chose {0}, the best is {1}.</source>
        <translation>定缺：你選了{0}，最佳是{1}。</translation>
    </message>
    <message>
        <source>Tiles passed: yours {0}, the best {1}.</source>
        <translation>換出的牌：你的是{0}，最佳是{1}。</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（未見 {1} 張，值 {2}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>A bonus tile is written 1f to 8f.</source>
        <translation>花牌寫作 1f 到 8f。</translation>
    </message>
    <message>
        <source>The cap on a hand&apos;s money is not a valid amount.</source>
        <translation>每局金額的封頂不是有效的金額。</translation>
    </message>
    <message>
        <source>That drill cannot be kept in the drills file.</source>
        <translation>該練習無法儲存到練習檔案中。</translation>
    </message>
    <message>
        <source>A field of the rule set has a value of the wrong kind or size.</source>
        <translation>規則中某一項的值類型或大小不對。</translation>
    </message>
    <message>
        <source>The review&apos;s numbers do not add up, so it was not kept.</source>
        <translation>復盤的數字對不上，因此沒有儲存。</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>該檔案不是有效的 JSON。</translation>
    </message>
    <message>
        <source>Drill levels are 1 to 4.</source>
        <translation>練習等級為 1 到 4。</translation>
    </message>
    <message>
        <source>The game&apos;s record does not start with a hand.</source>
        <translation>對局記錄沒有以一局牌開始。</translation>
    </message>
    <message>
        <source>A name is text of at most 200 characters.</source>
        <translation>名稱須為不超過 200 個字元的文字。</translation>
    </message>
    <message>
        <source>A rule option has a value it does not take.</source>
        <translation>某個規則選項的取值不被允許。</translation>
    </message>
    <message>
        <source>The drill&apos;s question is damaged.</source>
        <translation>練習的題目已損毀。</translation>
    </message>
    <message>
        <source>That answer does not fit the question.</source>
        <translation>該答案與題目不符。</translation>
    </message>
    <message>
        <source>A stored record is damaged.</source>
        <translation>一筆已儲存的記錄已損毀。</translation>
    </message>
    <message>
        <source>The game&apos;s rules or options are unknown.</source>
        <translation>對局的規則或選項未知。</translation>
    </message>
    <message>
        <source>A drill&apos;s number is a whole number from 0.</source>
        <translation>練習編號須為從 0 開始的整數。</translation>
    </message>
    <message>
        <source>The stake is not a valid amount of money.</source>
        <translation>底注不是有效的金額。</translation>
    </message>
    <message>
        <source>The money totals do not add up.</source>
        <translation>金額合計對不上。</translation>
    </message>
    <message>
        <source>The game&apos;s wall is not a valid set of tiles.</source>
        <translation>對局的牌牆不是一組有效的牌。</translation>
    </message>
    <message>
        <source>Winds are East, South, West or North.</source>
        <translation>風位只能是東、南、西或北。</translation>
    </message>
    <message>
        <source>The file is busy: another program is writing it. Try again in a moment.</source>
        <translation>檔案忙碌中：另一個程式正在寫入。請稍後再試。</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>無法開啟該檔案。</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>無法寫入該檔案。</translation>
    </message>
    <message>
        <source>It was changed in another window or program.</source>
        <translation>它已在另一個視窗或程式中被修改。</translation>
    </message>
    <message>
        <source>The file was changed after it was saved.</source>
        <translation>該檔案在儲存後被修改過。</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>該檔案已損毀。</translation>
    </message>
    <message>
        <source>A self-drawn win has no discarder.</source>
        <translation>自摸胡沒有放炮者。</translation>
    </message>
    <message>
        <source>This session is already in the scorebook.</source>
        <translation>此牌局已在記分簿中。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>該檔案就是記分簿本身：請選擇其他檔案。</translation>
    </message>
    <message>
        <source>A hand&apos;s rules differ from the file&apos;s.</source>
        <translation>某一局的規則與檔案的規則不同。</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>記錄中有規則不允許的動作。</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>此對局正在另一個視窗中進行。</translation>
    </message>
    <message>
        <source>This kind of drill does not exist in these rules.</source>
        <translation>此玩法中沒有這類練習。</translation>
    </message>
    <message>
        <source>The record does not follow from its own moves.</source>
        <translation>記錄與其自身的動作不一致。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the app.</source>
        <translation>該檔案由較新版本的程式寫入。</translation>
    </message>
    <message>
        <source>That drill is no longer in the drills file.</source>
        <translation>該練習已不在練習檔案中。</translation>
    </message>
    <message>
        <source>No drill could be made from this number.</source>
        <translation>無法用此編號產生練習。</translation>
    </message>
    <message>
        <source>That hand or entry is no longer in the session.</source>
        <translation>這手牌或這個項目已不在這個牌局裡。</translation>
    </message>
    <message>
        <source>That session is no longer in the scorebook.</source>
        <translation>該牌局已不在記分簿中。</translation>
    </message>
    <message>
        <source>That is not a regular file.</source>
        <translation>那不是一般檔案。</translation>
    </message>
    <message>
        <source>That file is not a saved game.</source>
        <translation>該檔案不是已儲存的對局。</translation>
    </message>
    <message>
        <source>The hand is not a win.</source>
        <translation>這手牌沒有胡牌。</translation>
    </message>
    <message>
        <source>Seats change between games: this game is still being played.</source>
        <translation>只能在兩場之間換座：這一場還在進行。</translation>
    </message>
    <message>
        <source>That file is not a rule set.</source>
        <translation>該檔案不是規則檔。</translation>
    </message>
    <message>
        <source>The file holds a number that is too long.</source>
        <translation>檔案中有過長的數字。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>這些玩家已經坐在這些座位上。</translation>
    </message>
    <message>
        <source>The file is too big.</source>
        <translation>檔案太大。</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>檔案巢狀層級過深。</translation>
    </message>
    <message>
        <source>The file is cut short.</source>
        <translation>檔案不完整。</translation>
    </message>
    <message>
        <source>There is no such kind of drill.</source>
        <translation>沒有這種練習。</translation>
    </message>
    <message>
        <source>The rule set has a field these rules do not know.</source>
        <translation>規則中有一項這些規則不認識。</translation>
    </message>
    <message>
        <source>These rules have no such option.</source>
        <translation>此玩法沒有該選項。</translation>
    </message>
    <message>
        <source>The file&apos;s format version is unknown.</source>
        <translation>檔案的格式版本未知。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>無法讀取該檔案。</translation>
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
        <translation>{0}：還有 {1} 張未見</translation>
    </message>
</context>
</TS>
