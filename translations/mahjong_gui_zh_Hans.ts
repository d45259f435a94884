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
        <translation>输入一手牌及和牌时的情形，即可查看所有番种、总分以及谁付给谁。</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>记分本</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>记录真实牌桌上打的每一副。结算与排名保存在本地数据库中，并可导出。</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>学打麻将</translation>
    </message>
    <message>
        <source>How to play and score each ruleset, step by step, with worked examples, a comparison, a glossary and answers to common questions.</source>
        <translation>逐步讲解每套规则的玩法和计分，附有算好的牌例、规则对比、术语表和常见问题解答。</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Short exercises made by the engine: which tile to discard, what a hand waits on, what it is worth, who pays at the wall&apos;s end. Wrong answers come back sooner.</source>
        <translation>由引擎出题的小练习：打哪张、听哪些牌、值多少、荒庄时谁付给谁。答错的题会更早再出现。</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina：庄家平和自摸（例 1）</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina：大对自摸（例 2）</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL：已有一家和牌后的清一色（例 3）</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>雀魂：1 番自摸（例 6）</translation>
    </message>
    <message>
        <source>Competition: pure all pongs, 3 fan (example 7)</source>
        <translation>竞技规则：清对，3 番（例 7）</translation>
    </message>
    <message>
        <source>MIL: dragon seven pairs on a discard</source>
        <translation>MIL：龙七对点炮和</translation>
    </message>
    <message>
        <source>mahjchina: golden hook on a kong bloom</source>
        <translation>mahjchina：金钩钓杠上开花</translation>
    </message>
    <message>
        <source>Mahjong Soul: eighteen arhats</source>
        <translation>雀魂：十八罗汉</translation>
    </message>
    <message>
        <source>Hong Kong Modern: South wins 5 faan on West&apos;s discard</source>
        <translation>香港新式：西家点炮，南家和牌 5 番</translation>
    </message>
    <message>
        <source>Hong Kong Classical: South self-draws 5 faan</source>
        <translation>香港传统：南家自摸 5 番</translation>
    </message>
    <message>
        <source>Click to remove; shift-click to make it the winning tile</source>
        <translation>点击移除；按住 Shift 点击设为和牌张</translation>
    </message>
    <message>
        <source>Enter a hand: click the tiles above, or type it (e.g. 123456m234p789p55m). The last tile is the winning tile.</source>
        <translation>输入手牌：点击上方的牌，或直接输入（如 123456m234p789p55m）。最后一张为和牌张。</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>请先输入一手和牌</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <extracomment>a player&apos;s name, who deals this hand (&quot;An (dealer)&quot;)</extracomment>
        <translation>%1（庄家）</translation>
    </message>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation>
            <numerusform>已输入 %n 张牌。和牌需要 14 张，13 张时显示听哪些牌（杠按 3 张计）。</numerusform>
        </translation>
    </message>
    <message>
        <source>limit</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
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
        <translation>分数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a player&apos;s name and their seat wind (&quot;Bình (South)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>听牌张</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>各家得失</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Send to scorebook</source>
        <translation>记入记分本</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
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
        <translation>牌（点击添加）</translation>
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
        <translation>点杠</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Your hand (the highlighted tile is the winning tile)</source>
        <translation>你的手牌（高亮的牌为和牌张）</translation>
    </message>
    <message>
        <source>Click a tile to remove it, shift-click to make it the winning tile. Melds: choose a kind, then a tile.</source>
        <translation>点击牌可移除，按住 Shift 点击设为和牌张。副露：先选类型，再选牌。</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>和牌情形</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>和牌者：</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>庄家：</translation>
    </message>
    <message>
        <source>Still in:</source>
        <translation>仍在场：</translation>
    </message>
    <message>
        <source>Void suit:</source>
        <translation>定缺：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on Bình&apos;s discard</source>
        <translation>mahjchina：同一手牌改为 Bình 点炮</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with Dũng already out</source>
        <translation>mahjchina：Dũng 已和时自摸</translation>
    </message>
    <message>
        <source>“%1” (character %2) is not a tile letter: write digits followed by m, p or s (z for honours, f for bonus tiles).</source>
        <translation>“%1”（第 %2 个字符）不是牌的字母：请写数字后接 m、p 或 s（字牌用 z，花牌用 f）。</translation>
    </message>
    <message>
        <source>“%1” (character %2) has no digit before it: write 5m, not m5.</source>
        <translation>“%1”（第 %2 个字符）前面没有数字：应写 5m，而不是 m5。</translation>
    </message>
    <message>
        <source>The digits at character %2 have no suit letter after them (m, p or s).</source>
        <translation>第 %2 个字符处的数字后面没有花色字母（m、p 或 s）。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0 (character %2).</source>
        <translation>没有点数为 0 的牌（第 %2 个字符）。</translation>
    </message>
    <message>
        <source>There is no tile %1 (character %2).</source>
        <translation>没有 %1 这张牌（第 %2 个字符）。</translation>
    </message>
    <message>
        <source>Too many %1: there are only four of each tile.</source>
        <translation>%1 太多了：每种牌只有四张。</translation>
    </message>
    <message>
        <source>%1 appears twice: there is one of each bonus tile.</source>
        <translation>%1 出现了两次：每张花牌只有一张。</translation>
    </message>
    <message>
        <source>“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m or chow:3m.</source>
        <translation>“%1”不是副露：请写 pong:5m、kong:5m、addkong:5m、ankong:5m 或 chow:3m。</translation>
    </message>
    <message>
        <source>“%1” must name one suit or honour tile, as in pong:5m.</source>
        <translation>“%1”必须写明一张数牌或字牌，例如 pong:5m。</translation>
    </message>
    <message>
        <source>There is no %1: a chow is three tiles in a row of one suit, written by its lowest tile, 1 to 7 (chow:7m is 7-8-9).</source>
        <translation>没有 %1：吃是同一花色的三张连续牌，按最小的一张来写，只能是 1 到 7（chow:7m 即 7-8-9）。</translation>
    </message>
    <message>
        <source>The hand text is too long: at most %1 characters are read.</source>
        <translation>手牌文字太长：最多读取 %1 个字符。</translation>
    </message>
    <message>
        <source>%1 is an honour tile: %2 is played with characters, dots and bamboo only.</source>
        <translation>%1 是字牌：%2 只用万、饼、条三种牌。</translation>
    </message>
    <message>
        <source>%2 has no chows: %1 cannot be declared.</source>
        <translation>%2 没有吃：不能声明 %1。</translation>
    </message>
    <message>
        <source>%2 has no bonus tiles: %1 cannot be added.</source>
        <translation>%2 没有花牌：不能加入 %1。</translation>
    </message>
    <message>
        <source>A hand has at most 14 tiles (a kong counts as 3); this one would have more. Remove a tile first.</source>
        <translation>一手牌最多 14 张（杠按 3 张计），再加就超了。请先去掉一张。</translation>
    </message>
    <message>
        <source>The hand text has an error: correct it or clear it before adding or removing tiles.</source>
        <translation>手牌文字有错误：请先改正或清空，再添加或去掉牌。</translation>
    </message>
    <message>
        <source>No %1 left: all four are in the hand already.</source>
        <translation>没有 %1 了：四张都已在手牌中。</translation>
    </message>
    <message>
        <source>A pong of %1 needs three free copies, and only %2 are left.</source>
        <translation>碰 %1 需要三张空余的牌，但只剩 %2 张。</translation>
    </message>
    <message>
        <source>A kong of %1 needs all four copies, and only %2 are left.</source>
        <translation>%1 的杠需要全部四张，但只剩 %2 张。</translation>
    </message>
    <message>
        <source>No %1 left for this chow: all four are in the hand already.</source>
        <translation>这个吃没有 %1 可用了：四张都已在手牌中。</translation>
    </message>
    <message>
        <source>These rules have no such event.</source>
        <translation>这套规则没有这种事件。</translation>
    </message>
    <message>
        <source>Kong bloom cannot happen here: it is a self-draw of the tile taken after your own kong, so it needs a self-draw and a kong among your melds.</source>
        <translation>这里不可能杠上开花：它是自己开杠后补摸的牌自摸，所以要自摸，而且副露中要有杠。</translation>
    </message>
    <message>
        <source>A replacement tile cannot be won here: it is drawn after a kong or a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile.</source>
        <translation>这里不可能岭上开花：补牌是在开杠或摸到花牌后摸的，所以要自摸，而且副露中要有杠或有花牌。</translation>
    </message>
    <message>
        <source>Kong discard cannot happen here: it is a win on the tile another player discards right after their kong, so it needs a win on a discard.</source>
        <translation>这里不可能杠上炮：它是和别人开杠后打出的牌，所以必须是点炮和。</translation>
    </message>
    <message>
        <source>Last tile cannot happen here: no kong can be robbed once the wall is empty, and Hong Kong counts the last tile only when it is self-drawn.</source>
        <translation>这里不可能海底：牌墙摸完后就不能再抢杠，而香港麻将只在自摸时计海底。</translation>
    </message>
    <message>
        <source>Heavenly cannot happen here: it is the dealer winning on the dealt hand, a self-draw by the dealer with no melds.</source>
        <translation>这里不可能天和：它是庄家以起手牌和牌，即庄家自摸且没有副露。</translation>
    </message>
    <message>
        <source>Earthly cannot happen here: it is a player other than the dealer winning at their first turn, before any meld (on their first draw, or in most rules on the dealer&apos;s first discard).</source>
        <translation>这里不可能地和：它是非庄家在第一巡、任何人副露之前和牌（摸第一张牌时，或在多数规则中和庄家打出的第一张牌）。</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>杠上炮</translation>
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
        <translation>无字牌</translation>
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
        <translation>持有被抢的牌</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>%1 does not have everything that was entered; removed: %2.</source>
        <translation>%1 没有已输入的全部内容；已去掉：%2。</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session. The session uses its own dealer, players still in and prevailing wind, so its numbers can differ from these.</source>
        <translation>把这次和牌记入记分本当前的牌局。牌局用它自己的庄家、仍在场的玩家和圈风，所以那里的分数可能和这里不同。</translation>
    </message>
    <message>
        <source>These 13 tiles are ready: the tiles that win are listed with the copies you cannot see and what each is worth.</source>
        <translation>这 13 张牌已听牌：下面列出能和的牌、你看不到的剩余张数和各自的分值。</translation>
    </message>
    <message>
        <source>%1 (replaced by %2)</source>
        <translation>%1（被 %2 取代）</translation>
    </message>
    <message>
        <source>%1 faan, base %2</source>
        <translation>%1 番，基本分 %2</translation>
    </message>
    <message>
        <source>(limit: %1 faan counted as %2)</source>
        <translation>（满贯：%1 番按 %2 番计）</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>分值：%1</translation>
    </message>
    <message>
        <source>(capped from %1 to %2 %3)</source>
        <translation>（封顶：由 %1 降为 %2 %3）</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>根：%1</translation>
    </message>
    <message>
        <source>Without the house rules (%1): %2</source>
        <translation>不用自定义规则（%1）：%2</translation>
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
        <translation>剩余</translation>
    </message>
    <message>
        <source>Best wait</source>
        <translation>最高分值</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>听牌张</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Copy the hand and its result as text</source>
        <translation>把手牌和结果复制为文字</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>点炮和</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>点炮者：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>圈风：</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>手牌：%1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>%1 (%2 left): %3</source>
        <translation>%1（剩 %2 张）：%3</translation>
    </message>
    <message>
        <source>Won on a replacement tile</source>
        <translation>岭上开花（杠上／花上自摸）</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <source>Waits and what each is worth</source>
        <translation>听牌张及各自分值</translation>
    </message>
    <message>
        <source>The same hand under every profile</source>
        <translation>同一手牌在各玩法下的结果</translation>
    </message>
</context>
<context>
    <name>ChowChooser</name>
    <message>
        <source>Which chow? (1-{0}, arrows and Enter, Esc: back)</source>
        <translation>吃哪一组？（1-{0}，方向键和回车，Esc：返回）</translation>
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
            <numerusform>向听数 %1，有效进张 %n 张：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (your answer)</source>
        <translation>%1（你的答案）</translation>
    </message>
    <message>
        <source>Picked but not a wait:</source>
        <translation>选了但不是听牌张：</translation>
    </message>
    <message>
        <source>Waits you missed:</source>
        <translation>漏选的听牌张：</translation>
    </message>
    <message>
        <source>This hand waits on nothing.</source>
        <translation>这手牌没有听牌张。</translation>
    </message>
    <message>
        <source>not enough to win</source>
        <translation>不够起和</translation>
    </message>
    <message>
        <source>%1 %2, %3 from the discarder</source>
        <translation>%1 %2，点炮者付 %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation>
            <numerusform>未现 %n 张；</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>牌型拆分：</translation>
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
        <translation>花猪</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>听牌，分值 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Kong money paid earlier (not part of the answer):</source>
        <translation>先前已付的杠分（不计入答案）：</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <source>Ready: it waits on</source>
        <translation>听牌：听</translation>
    </message>
    <message>
        <source>Not ready: no tile completes it.</source>
        <translation>未听牌：没有任何牌能和。</translation>
    </message>
    <message>
        <source>A flower pig.</source>
        <translation>是花猪。</translation>
    </message>
    <message>
        <source>Not a flower pig.</source>
        <translation>不是花猪。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding a tile of its void suit is a flower pig.</source>
        <translation>按此规则，仍持有定缺花色的牌的手牌即为花猪。</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding all three suits is a flower pig.</source>
        <translation>按此规则，仍持有全部三门花色的手牌即为花猪。</translation>
    </message>
    <message>
        <source>The review: %1. Best: %2.</source>
        <translation>复盘：%1。最佳：%2。</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 rank points (%4 futures)</source>
        <translation>%1：%2 ± %3 标准分（模拟 %4 次）</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 points (%4 futures)</source>
        <translation>%1：%2 ± %3 分（模拟 %4 次）</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 rank points on average.</source>
        <translation>那一局里你的打法平均损失 %1 ± %2 标准分。</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 points on average.</source>
        <translation>那一局里你的打法平均损失 %1 ± %2 分。</translation>
    </message>
    <message>
        <source>%1 %2; the discarder pays %3.</source>
        <translation>%1 %2；点炮者付 %3。</translation>
    </message>
    <message>
        <source>%1 %2; each payer pays %3.</source>
        <translation>%1 %2；每位付款者付 %3。</translation>
    </message>
    <message>
        <source>%1 %2; the winner receives %3 in all.</source>
        <translation>%1 %2；和牌者共收 %3。</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 付给 %2 %3（%4）</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>无人付分。</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>Which discard</source>
        <translation>打哪张</translation>
    </message>
    <message>
        <source>What are the waits</source>
        <translation>听哪些牌</translation>
    </message>
    <message>
        <source>What is it worth</source>
        <translation>值多少</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>荒庄查叫</translation>
    </message>
    <message>
        <source>Ready or not</source>
        <translation>听牌了吗</translation>
    </message>
    <message>
        <source>Flower pig or not</source>
        <translation>是不是花猪</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>你的失误</translation>
    </message>
    <message>
        <source>Level 1: fewer suits, no melds</source>
        <translation>第 1 级：花色少，无副露</translation>
    </message>
    <message>
        <source>Level 2: melds</source>
        <translation>第 2 级：有副露</translation>
    </message>
    <message>
        <source>Level 3: seven pairs, roots, events</source>
        <translation>第 3 级：七对、根、特殊事件</translation>
    </message>
    <message>
        <source>Level 4: tiles seen elsewhere, players gone out</source>
        <translation>第 4 级：场上已现的牌、已和离场的玩家</translation>
    </message>
    <message>
        <source>The drills file was written by a newer version of the app; your answers are not being kept.</source>
        <translation>练习文件由更新版本的应用写入；你的答题不会被保存。</translation>
    </message>
    <message>
        <source>The drills file is busy (another program is writing it); try again.</source>
        <translation>练习文件正忙（另一个程序正在写入）；请重试。</translation>
    </message>
    <message>
        <source>No drill could be made (%1).</source>
        <translation>无法生成练习（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation>
            <numerusform>现在没有要复习的；今天稍后还有 %n 题会再出现。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing more is due today. Come back tomorrow.</source>
        <translation>今天没有要复习的了。明天再来吧。</translation>
    </message>
    <message>
        <source>Today&apos;s review</source>
        <translation>今日复习</translation>
    </message>
    <message>
        <source>%1 with house rules</source>
        <translation>%1（自定规则）</translation>
    </message>
    <message>
        <source>%1 · %2 · level %3</source>
        <translation>%1 · %2 · 第 %3 级</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s review (%n left): %1</source>
        <translation>
            <numerusform>今日复习（还剩 %n 题）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Which tile do you discard? Arrows and Enter, or a click.</source>
        <translation>你打哪张牌？用方向键和回车，或点击。</translation>
    </message>
    <message>
        <source>Which tiles does this hand wait on? Pick every one (arrows and Space, or clicks), then Enter.</source>
        <translation>这手牌听哪些牌？全部选出（方向键和空格，或点击），然后按回车。</translation>
    </message>
    <message>
        <source>What is this win worth? Type the %1 and each seat&apos;s gain or loss, then Enter.</source>
        <translation>这次和牌值多少？输入%1数以及每个座位的得失分，然后按回车。</translation>
    </message>
    <message>
        <source>The wall is empty. Type each seat&apos;s gain or loss at the wall&apos;s end, then Enter.</source>
        <translation>牌墙已摸完。输入每个座位在荒庄时的得失分，然后按回车。</translation>
    </message>
    <message>
        <source>Is this hand ready? Y or N.</source>
        <translation>这手牌听牌了吗？Y 或 N。</translation>
    </message>
    <message>
        <source>Is this hand a flower pig at the wall&apos;s end? Y or N.</source>
        <translation>荒庄时这手牌是花猪吗？Y 或 N。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do? A click on a tile discards it.</source>
        <translation>你打过的一局里的一个局面：你怎么打？点击一张牌即打出它。</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do?</source>
        <translation>你打过的一局里的一个局面：你怎么打？</translation>
    </message>
    <message>
        <source>Seen elsewhere:</source>
        <translation>场上已现：</translation>
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
        <translation>你当时的选择：%1</translation>
    </message>
    <message>
        <source>%1 wins by self-draw.</source>
        <translation>%1 自摸和牌。</translation>
    </message>
    <message>
        <source>%1 wins on the discard of %2.</source>
        <translation>%1 和了 %2 打出的牌。</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>庄家：%1</translation>
    </message>
    <message>
        <source>Already out: %1</source>
        <translation>已和离场：%1</translation>
    </message>
    <message>
        <source>Prevailing wind: %1</source>
        <translation>圈风：%1</translation>
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
        <translation>和牌张带有描边。</translation>
    </message>
    <message>
        <source>Paid earlier: %1 of %2</source>
        <translation>先前已付：%2 的%1</translation>
    </message>
    <message>
        <source>%1: won earlier, out</source>
        <translation>%1：已和离场</translation>
    </message>
    <message>
        <source>%1 (void %2)</source>
        <translation>%1（定缺%2）</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
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
        <translation>正确。</translation>
    </message>
    <message>
        <source>Right: nearly as good as the best.</source>
        <translation>正确：几乎与最佳一样好。</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>不正确。</translation>
    </message>
    <message>
        <source>The drills file cannot be used (%1); your answers are not being kept.</source>
        <translation>无法使用练习文件（%1）；你的答题不会被保存。</translation>
    </message>
    <message>
        <source>The rules of %1 in Learn</source>
        <translation>在“学习”中查看%1的规则</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>你的成绩</translation>
    </message>
    <message>
        <source>Answers per day (right in green)</source>
        <translation>每日答题数（绿色为答对）</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation>
            <numerusform>连对：连续答对 %n 题</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right (%4%)</source>
        <translation>%1：%3 题答对 %2 题（%4%）</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>还没有答题。</translation>
    </message>
    <message>
        <source>Due now: %1 · new: %2</source>
        <translation>待复习：%1 · 新题：%2</translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation>
            <numerusform>待复习的失误：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>练习：</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>级别：</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>新题目</translation>
    </message>
    <message>
        <source>Hard (1)</source>
        <translation>困难 (1)</translation>
    </message>
    <message>
        <source>Good (2)</source>
        <translation>良好 (2)</translation>
    </message>
    <message>
        <source>Easy (3)</source>
        <translation>简单 (3)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>下一题 (Enter)</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Win</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>流局</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>罚分</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>和牌者：</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>On a discard from</source>
        <translation>点炮，来自</translation>
    </message>
    <message>
        <source>Robbing a kong of</source>
        <translation>抢杠，来自</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>和牌方式：</translation>
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
        <translation>计分：</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>例如 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Or the hand:</source>
        <translation>或按手牌：</translation>
    </message>
    <message>
        <source>With the hand, the app finds the patterns and the value; with a value, it is taken as the table agreed it.</source>
        <translation>按手牌时，程序会自动找出番种并算出分值；按分值时，直接采用牌桌上约定的分值。</translation>
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
        <translation>点杠（杠别人打出的牌）</translation>
    </message>
    <message>
        <source>Added kong (to an exposed pong)</source>
        <translation>加杠（在已碰的牌上加杠）</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Discarder:</source>
        <translation>点杠者：</translation>
    </message>
    <message>
        <source>Added as soon as the fourth tile was drawn</source>
        <translation>摸到第四张牌后立即加杠</translation>
    </message>
    <message>
        <source>For each player still in: ready (with what the hand would be worth), not ready, or a flower pig. Or type the hand and the app decides.</source>
        <translation>为每位仍在场的玩家选择：听牌（并填写这手牌的分值）、未听牌或花猪。也可以输入手牌，由程序判定。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花猪</translation>
    </message>
    <message>
        <source>By the hand</source>
        <translation>按手牌判定</translation>
    </message>
    <message>
        <source>13 tiles, e.g. 123m456m789m2345m</source>
        <translation>13 张牌，例如 123m456m789m2345m</translation>
    </message>
    <message>
        <source>False win (pays every other player still in)</source>
        <translation>诈和（赔付其他每位仍在场的玩家）</translation>
    </message>
    <message>
        <source>Dead hand (cannot win; not ready at the wall&apos;s end)</source>
        <translation>相公（不能和牌；流局时按未听牌计）</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>罚分类型：</translation>
    </message>
    <message>
        <source>Nobody won: the hand is drawn. The dealer keeps the deal.</source>
        <translation>无人和牌，本副荒庄。庄家连庄。</translation>
    </message>
    <message>
        <source>Type the winning hand, or choose a value.</source>
        <translation>请输入和牌的手牌，或选择分值。</translation>
    </message>
    <message>
        <source>{0} has no flowers or seasons: remove {1} from the hand.</source>
        <translation>{0}没有花牌：请从手牌中去掉{1}。</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3})</source>
        <translation>{0} 付给 {1} {2}（{3}）</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>No payment.</source>
        <translation>无需付分。</translation>
    </message>
    <message>
        <source>{0}: a flower pig</source>
        <translation>{0}：花猪</translation>
    </message>
    <message>
        <source>{0}: not ready</source>
        <translation>{0}：未听牌</translation>
    </message>
    <message>
        <source>{0}: ready, the best wait is worth {1}</source>
        <translation>{0}：听牌，最大的叫牌值 {1}</translation>
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
        <translation>发生了意外错误（internal）：{0}</translation>
    </message>
    <message>
        <source>The details were saved to {0}.</source>
        <translation>详细信息已保存到 {0}。</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>意外错误</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>现在不能这样操作。</translation>
    </message>
    <message>
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>整场对局已结束。请从“游戏”菜单开始新对局。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>本副结束。</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>等待其他玩家…</translation>
    </message>
    <message>
        <source>Choose three tiles of one suit to pass on, then confirm.</source>
        <translation>选择三张同花色的牌换出，然后确认。</translation>
    </message>
    <message>
        <source>Choose any three tiles to pass on, then confirm.</source>
        <translation>任选三张牌换出，然后确认。</translation>
    </message>
    <message>
        <source>Choose your void suit.</source>
        <translation>请选择定缺的花色。</translation>
    </message>
    <message>
        <source>You can win: press W, or discard a tile.</source>
        <translation>可以和牌：按 W，或打出一张牌。</translation>
    </message>
    <message>
        <source>Your turn: choose a tile to discard (arrow keys and Enter, or click).</source>
        <translation>轮到你：选一张牌打出（方向键和 Enter，或点击）。</translation>
    </message>
    <message>
        <source>Claim the discard (chow C, pong P, kong K, win W) or pass (Space).</source>
        <translation>可以吃 (C)、碰 (P)、杠 (K) 或和 (W) 这张牌，也可以选择过 (Space)。</translation>
    </message>
    <message>
        <source>Claim the discard or pass (Space).</source>
        <translation>可以碰、杠或和这张牌，也可以选择过 (Space)。</translation>
    </message>
</context>
<context>
    <name>GuidedPage</name>
    <message>
        <source>Welcome! You are the dealer. This hand follows Mahjong Soul&apos;s rules, which start with exchange three: everyone passes three tiles of one suit to another player. Bamboo is your weakest suit, so pass %1 (already raised), then press Pass these three.</source>
        <translation>欢迎！你是庄家。这一副按雀魂的规则打，开局先换三张：每人把同一花色的三张牌交给另一位玩家。条是你最弱的一门，所以换出%1（已经抬起），然后按“换出这三张”。</translation>
    </message>
    <message>
        <source>In this lesson you pass %1, your loose bamboo tiles.</source>
        <translation>这一课里你要换出%1，也就是你零散的条子。</translation>
    </message>
    <message>
        <source>You received three tiles from the player across. Now choose your void suit: the suit you give up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>你从对家那里收到了三张牌。现在定缺：选出这一副整副都不要的花色。你手里只剩一张%1，就定缺它。</translation>
    </message>
    <message>
        <source>Choose %1: you hold almost none of it, so giving it up costs least.</source>
        <translation>选%1：你几乎没有这门牌，定缺它损失最小。</translation>
    </message>
    <message>
        <source>The dealer plays first, without drawing. While you hold a tile of your void suit, it must be discarded first: click %1.</source>
        <translation>庄家先出牌，不用摸牌。只要手里还有定缺那门的牌，就必须先打出去：点击%1。</translation>
    </message>
    <message>
        <source>Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three tiles become a set laid face up, and the turn jumps to you.</source>
        <translation>有人打出了%1，而你手里有一对。碰它：三张牌成为一组亮在桌上，轮到你出牌。</translation>
    </message>
    <message>
        <source>Pong it: with your pair it makes a set, and the turn comes to you.</source>
        <translation>碰它：和你的一对凑成一组，然后轮到你。</translation>
    </message>
    <message>
        <source>After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then needs just one tile to win: it is ready.</source>
        <translation>碰牌后不摸牌，直接打出一张。%1哪里都用不上：点击它。这样你只差一张就能和牌：听牌了。</translation>
    </message>
    <message>
        <source>Keep your sets together: %1 is the tile that fits nowhere.</source>
        <translation>保留你的面子：%1才是哪里都用不上的那张。</translation>
    </message>
    <message>
        <source>Your turn: you drew %1 from the wall. It does not help your hand, so discard it.</source>
        <translation>轮到你：你从牌墙摸到了%1。它对你的牌没有帮助，打出去。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew: the rest of your hand is ready.</source>
        <translation>打出刚摸到的%1：其余的牌已经听牌了。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew, and every player still in paid them. This is bloody mahjong: the hand goes on without the winner. In Mahjong Soul&apos;s rules their hand stays face down until the hand ends.</source>
        <translation>%1自摸和了，仍在场的每位玩家都付给他。这就是血战到底：和牌的人退出，其余的人继续打。按雀魂的规则，他的牌会扣着，直到这一副结束。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, every player still in pays you kong money at once, and you draw a replacement tile.</source>
        <translation>你摸到了第四张%1。开暗杠：四张牌算作一组，仍在场的每位玩家立刻按刮风下雨付分给你，你再补摸一张牌。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind earns kong money and an extra tile.</source>
        <translation>开杠：四张相同的牌按刮风下雨收分，还能多摸一张。</translation>
    </message>
    <message>
        <source>Your replacement tile is %1. It does not fit, so discard it: you still wait for the same tile.</source>
        <translation>补摸到的是%1。用不上，打出去：你听的还是同一张牌。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile: your hand stays ready.</source>
        <translation>打出补摸的%1：你仍然听牌。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win!</source>
        <translation>%1让你的牌凑齐了：四组面子加一对将牌，只有两门花色。和牌吧！</translation>
    </message>
    <message>
        <source>Do not let it go: %1 completes your hand. Press Win.</source>
        <translation>别过：%1能让你和牌。按“和”。</translation>
    </message>
    <message>
        <source>%1 won too. That makes three winners, so the hand ends at once: only one player is left without a win.</source>
        <translation>%1也和了。已经有三家和牌，这一副立刻结束：只剩一家没有和。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in the order they happened. Your total for the hand: %1.</source>
        <translation>这一副结束了。下面按发生的顺序列出这一副的每一笔付分，包括和牌和刮风下雨。你这一副的合计：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and the hand starts with each player choosing a void suit, the suit given up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>欢迎！你是庄家。这是经典规则：不换牌，一副牌一开始每位玩家先定缺，也就是选出这一副整副都不要的花色。你手里只有一张%1，就定缺它。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2 point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, and the others play on.</source>
        <translation>%1自摸和了：仍在场的每位玩家都付给他这次和牌的底分再加%2分。这就是血战到底：和牌的人退出这一副，和的牌摊开，其余的人继续打。</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win! These rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your kong) adds 1, and the base is 2 to the power of the fan.</source>
        <translation>%1让你的牌凑齐了：四组面子加一对将牌，只有两门花色。和牌吧！这套规则按番计算：平和是0番，每个根（一种牌四张都在手，比如你的杠）加1番，底分是2的番数次方。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in points, in the order they happened. Your total for the hand: %1.</source>
        <translation>这一副结束了。下面按发生的顺序列出这一副的每一笔付分（以分计），包括和牌和刮风下雨。你这一副的合计：%1。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, at a mahjchina table: no exchange, and the room&apos;s default options. First choose your void suit. You hold only one tile of %1, so choose it.</source>
        <translation>欢迎！你是庄家，坐在一张 mahjchina 牌桌上：不换牌，房间选项都是默认值。先定缺。你手里只有一张%1，就定缺它。</translation>
    </message>
    <message>
        <source>Discard %1, your void tile. After it your hand is ready: it waits on %2.</source>
        <translation>打出%1，你定缺的那张牌。打完后你就听牌了：听%2。</translation>
    </message>
    <message>
        <source>%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let it go, to see mahjchina&apos;s pass rule: after passing up a win, until your next draw you may win on another player&apos;s tile only if it pays strictly more. Press Let it go.</source>
        <translation>%2打出了%1，它能让你和牌：一个平和。这一课请你放过它，好看清 mahjchina 的过胡规则：放过一次和牌后，直到你下一次摸牌为止，别人打出的牌只有付得严格更多时你才能和。请按“过”。</translation>
    </message>
    <message>
        <source>In this lesson, let this win go: the next steps show what the pass rule does.</source>
        <translation>这一课里请放过这次和牌：接下来几步会展示过胡规则的作用。</translation>
    </message>
    <message>
        <source>%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no more than the win you let go, and you have not drawn since.</source>
        <translation>%2也打出了%1。它同样能让你和牌，但没有出现“和”：它付的不比你放过的那次多，而且你之后还没摸过牌。</translation>
    </message>
    <message>
        <source>%1 completes your hand with all four of its kind: a root. mahjchina takes the best pattern&apos;s base and doubles it once per root, so this win pays %4, more than the win you let go. Press Win.</source>
        <translation>%1让你和牌，而且这种牌四张都在你手里：一个根。mahjchina 取最好牌型的底分，每有一个根翻一倍，所以这次和牌付%4，比你放过的那次多。请按“和”。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2. You have won already, so you pay nothing.</source>
        <translation>%1自摸和了：仍在场的每位玩家都付给他这次和牌的底分再加%2。你已经和了，所以不用付。</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment it made. Your total for the hand: %1. A mahjchina room chooses four options before play (the cap, and who refunds kong money and receives a flower pig&apos;s penalty at the wall&apos;s end): More about this lists them.</source>
        <translation>这一副结束了。下面是它的每一笔付分。你这一副的合计：%1。mahjchina 的房间在开打前定好四个选项（封顶方式，以及荒庄时谁退还刮风下雨、谁收花猪的罚分）：“了解更多”里列出了它们。</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan counted up to a cap, and rank points after each game. Your hand is almost all Characters: choose %1, the one tile outside them, as your void suit.</source>
        <translation>欢迎！你是庄家，按四川比赛规则打：不换牌，番数加到封顶为止，每局结束后按名次计分。你的牌几乎全是万：定缺%1，也就是唯一一张不是万的牌的花色。</translation>
    </message>
    <message>
        <source>%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to let it go, to see the pass rule: a pong passed up cannot be made on that tile again before your next draw. Press Let it go.</source>
        <translation>%2打出了%1，你手里有一对，可以碰。这一课请你放过它，好看清过碰规则：放过的碰，在你下一次摸牌之前不能再碰这种牌。请按“过”。</translation>
    </message>
    <message>
        <source>In this lesson, let this pong go: the next step shows what the pass rule does.</source>
        <translation>这一课里请放过这次碰：下一步会展示过碰规则的作用。</translation>
    </message>
    <message>
        <source>%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed up a pong of this tile and have not drawn since. Winning is ruled the same way: a win passed up blocks any win that does not pay strictly more until your next draw.</source>
        <translation>%2也打出了%1。你还留着那一对，但没有出现“碰”：你放过了这种牌的碰，而且之后还没摸过牌。和牌也一样：放过一次和牌后，直到下一次摸牌，付得不比它多的和牌都不行。</translation>
    </message>
    <message>
        <source>Another player discarded %1. This time nothing stops you: Pong it.</source>
        <translation>有人打出了%1。这次没有什么拦着你：碰它。</translation>
    </message>
    <message>
        <source>Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit and all pongs are both on the way, and your hand is ready.</source>
        <translation>打出%1。剩下的全是万，都是刻子和对子：清一色和大对都在路上，你也听牌了。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: every player still in pays you kong money now, the four tiles are a root, and you draw a replacement.</source>
        <translation>你摸到了第四张%1。暗杠：仍在场的每位玩家立刻付你刮风下雨，这四张牌算一个根，然后你补摸一张。</translation>
    </message>
    <message>
        <source>%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so the win is full: a base of %4. Press Win.</source>
        <translation>%1让你和牌：%5，共%3番。这套规则封顶%6番，所以这是满牌：底分%4。请按“和”。</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the base plus %2. You have won already and pay nothing.</source>
        <translation>%1自摸和了：仍在场的每位玩家都付给他底分再加%2。你已经和了，不用付。</translation>
    </message>
    <message>
        <source>The hand is over; your total: %1. In a match these rules play games of %2 hands, and after each game the four players get rank points by the game&apos;s score, 4 for the first down to 1 for the last. If this hand were a whole game, you would get %3.</source>
        <translation>这一副结束了；你的合计：%1。比赛中每局打%2副，每局结束后四位玩家按这一局的得分拿名次分，第一名4分，依次到最后一名1分。如果这一副就是一整局，你会得到%3分。</translation>
    </message>
    <message>
        <source>Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set aside at once and replaced with a tile from the far end of the wall. It is your own seat&apos;s flower, worth 1 faan if you win.</source>
        <translation>欢迎！你坐东，是庄家。你起手拿到了%1，一张花牌：花牌要立刻放在一旁，从牌墙的另一端补一张牌。这是你本门的花，和牌时算1番。</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles and discards first, without drawing. %1 fits nothing: click it.</source>
        <translation>庄家起手14张牌，不摸牌先出牌。%1什么都搭不上：点击它。</translation>
    </message>
    <message>
        <source>Discard %1: it is alone, far from your other tiles.</source>
        <translation>打出%1：它是孤张，离你其他的牌都很远。</translation>
    </message>
    <message>
        <source>The player before you discarded %1. From that player only, you may chow: take the tile to finish a run of three with two tiles you hold. Press Chow.</source>
        <translation>你的上家打出了%1。只有上家的牌你才能吃：拿来和你手里的两张凑成顺子。按“吃”。</translation>
    </message>
    <message>
        <source>Chow it: %1 finishes a run of three with two of your tiles.</source>
        <translation>吃它：%1和你的两张牌正好凑成顺子。</translation>
    </message>
    <message>
        <source>After a call you discard without drawing. Click %1.</source>
        <translation>吃碰之后不摸牌，直接出牌。点击%1。</translation>
    </message>
    <message>
        <source>Discard %1: keep your characters and honours together.</source>
        <translation>打出%1：把万子和字牌留在一起。</translation>
    </message>
    <message>
        <source>%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth 1 faan.</source>
        <translation>有人打出了%1，你手里有一对。碰它：箭牌的刻子算1番。</translation>
    </message>
    <message>
        <source>Pong it: a dragon pong is a set and 1 faan.</source>
        <translation>碰它：箭牌刻子既是一组面子，又算1番。</translation>
    </message>
    <message>
        <source>Discard %1. Your hand is going for characters and honours only, mixed one suit: 3 faan.</source>
        <translation>打出%1。你的牌只要万子和字牌，做混一色：3番。</translation>
    </message>
    <message>
        <source>Discard %1: it is your last tile outside characters and honours.</source>
        <translation>打出%1：这是你最后一张既不是万子也不是字牌的牌。</translation>
    </message>
    <message>
        <source>You drew %1 from the wall. It does not fit your hand: discard it.</source>
        <translation>你从牌墙摸到了%1。它不合你的牌：打出去。</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew.</source>
        <translation>打出刚摸到的%1。</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw a replacement from the far end of the wall. In Hong Kong a kong carries no money.</source>
        <translation>你摸到了第四张%1。开暗杠：算作一组，你从牌墙另一端补一张。香港麻将的杠不算分。</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind counts as one set and brings a replacement tile.</source>
        <translation>开杠：四张相同的牌算一组，还能补一张牌。</translation>
    </message>
    <message>
        <source>Your replacement is %1. It does not fit, so discard it: your hand is ready and needs one tile.</source>
        <translation>补到的是%1。用不上，打出去：你已经听牌，只差一张。</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile.</source>
        <translation>打出补到的%1。</translation>
    </message>
    <message>
        <source>%1 completes your hand, and it reaches the table&apos;s minimum of %2 faan, so you may declare it. Press Win: only one player wins a Hong Kong hand.</source>
        <translation>%1让你的牌凑齐了，而且达到了本桌%2番的起胡番，可以和牌。按“和”：香港麻将每副只有一家和。</translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <translation>先读完这一步，再按“继续”。</translation>
    </message>
    <message>
        <source>The lesson is over: press Restart to play it again.</source>
        <translation>本课已经结束：按“重新开始”再打一遍。</translation>
    </message>
    <message>
        <source>Not now: this step asks for something else.</source>
        <translation>现在不行：这一步要做的是别的。</translation>
    </message>
    <message>
        <source>You still hold a tile of your void suit: it must be discarded first.</source>
        <translation>你手里还有定缺那门的牌：必须先打出去。</translation>
    </message>
    <message>
        <source>Your hand is not complete yet: a win needs four sets and a pair.</source>
        <translation>你的牌还没凑齐：和牌需要四组面子加一对将牌。</translation>
    </message>
    <message>
        <source>A pong needs a pair of the discarded tile in your hand.</source>
        <translation>碰牌需要你手里有一对和打出的牌相同的牌。</translation>
    </message>
    <message>
        <source>A kong needs four of a kind in your hand, or the fourth tile of one of your pongs.</source>
        <translation>开杠需要手里有四张相同的牌，或者摸到你已碰那组的第四张。</translation>
    </message>
    <message>
        <source>A chow takes only the discard of the player before you, with two tiles of yours that make a run.</source>
        <translation>只能吃上家打出的牌，并且要和你的两张牌凑成顺子。</translation>
    </message>
    <message>
        <source>There is nothing to let go now.</source>
        <translation>现在没有可以过的牌。</translation>
    </message>
    <message>
        <source>Pass exactly three tiles, all of one suit.</source>
        <translation>换出正好三张，而且必须是同一花色。</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>你手里没有这张牌。</translation>
    </message>
    <message>
        <source>This step asks you to act at the table.</source>
        <translation>这一步需要你在牌桌上操作。</translation>
    </message>
    <message>
        <source>What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 for it.</source>
        <translation>你这次和牌的价值：%1%2（%3），底分%4分。结算为此付给你%5分。</translation>
    </message>
    <message>
        <source>What your win was worth: a base of %2 points (%1). The settlement paid you %3 for it.</source>
        <translation>你这次和牌的价值：底分%2分（%1）。结算为此付给你%3分。</translation>
    </message>
    <message>
        <source>A new game against three computer players at the easiest level, in this lesson&apos;s rules: %1</source>
        <translation>按本课的规则，与三名最容易级别的电脑玩家开一局新对局：%1</translation>
    </message>
    <message>
        <source>Short questions in the Drills area, in this lesson&apos;s rules: %1</source>
        <translation>在“练习”区按本课的规则做简短的练习题：%1</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>本课结束。</translation>
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
        <translation>你的第一副牌</translation>
    </message>
    <message>
        <source>Your first hand: %1</source>
        <translation>你的第一副牌：%1</translation>
    </message>
    <message>
        <source>Pass these three</source>
        <translation>换出这三张</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation>碰 %1</translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation>杠 %1</translation>
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
        <translation>接下来做什么？</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>下一课：%1</translation>
    </message>
    <message>
        <source>Try a drill</source>
        <translation>做一道练习</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>打一局真正的对局</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>You won with %2 faan: %3. The table&apos;s minimum is %4 faan: a hand worth less may not be declared a win. Below is who paid. Your total for the hand: %1.</source>
        <translation>你以%2番和牌：%3。本桌的起胡番是%4番：不够的牌不能和。下面是谁付了分。你这一副的合计：%1。</translation>
    </message>
    <message>
        <source>Start a first hand from the Learn page.</source>
        <translation>请从“学习”页开始第一副牌。</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>离开</translation>
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
        <translation>分数</translation>
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
        <translation>第{0}副结束</translation>
    </message>
    <message>
        <source>Drawn hand: only the dead wall is left. Nobody pays and the dealer stays.</source>
        <translation>荒庄：只剩牌尾。无人付分，庄家连庄。</translation>
    </message>
    <message>
        <source>You won: {0} (value {1})</source>
        <translation>你和牌：{0}（分值 {1}）</translation>
    </message>
    <message>
        <source>{0} won: {1} (value {2})</source>
        <translation>{0} 和牌：{1}（分值 {2}）</translation>
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
        <translation>分数</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>事由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>No payments in this hand.</source>
        <translation>本副无付分。</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本副</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>总分</translation>
    </message>
    <message>
        <source>{0}: value {1} + self-draw bonus {2}</source>
        <translation>{0}：分值 {1} + 自摸加成 {2}</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持有点数</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <source>The match is over. Winner: {0}.</source>
        <translation>对局结束。获胜者：{0}。</translation>
    </message>
    <message>
        <source>The match is over. A tie: {0} share first place.</source>
        <translation>比赛结束。平局：{0}并列第一。</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>回放本副…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>复盘这局…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>引擎评判你的每个决策，最差的在前，附上代价和原因</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一副</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>flower pig (still holds the void suit)</source>
        <translation>花猪（仍持有定缺的花色）</translation>
    </message>
    <message>
        <source>ready, value {0}</source>
        <translation>听牌，分值 {0}</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>未听牌</translation>
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
        <translation>抢你的杠</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>你点炮</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>抢 {0} 的杠</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} 点炮</translation>
    </message>
    <message>
        <source>You won {0} with {1}: {2} faan, base points {3}</source>
        <translation>你和了 {1}（{0}）：{2} 番，基本分 {3}</translation>
    </message>
    <message>
        <source>{0} won {1} with {2}: {3} faan, base points {4}</source>
        <translation>{0} 和了 {2}（{1}）：{3} 番，基本分 {4}</translation>
    </message>
    <message>
        <source>{0} (limit hand)</source>
        <translation>{0}（满贯牌型）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Limit applied</source>
        <translation>按满贯封顶</translation>
    </message>
    <message>
        <source>Faan row</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Next hand: you deal.</source>
        <translation>下一副：你坐庄。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0}.</source>
        <translation>下一副：{0} 坐庄。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with you (East).</source>
        <translation>下一副：你连庄（东）。</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with {0} (East).</source>
        <translation>下一副：{0} 连庄（东）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to you (East).</source>
        <translation>下一副：你坐庄（东）。</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0} (East).</source>
        <translation>下一副：{0} 坐庄（东）。</translation>
    </message>
    <message>
        <source>The prevailing wind moves to {0}.</source>
        <translation>圈风转为{0}。</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}.</source>
        <translation>圈风：{0}。</translation>
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
        <translation>换出 {0}</translation>
    </message>
    <message>
        <source>win</source>
        <translation>和</translation>
    </message>
    <message>
        <source>pong {0}</source>
        <translation>碰 {0}</translation>
    </message>
    <message>
        <source>kong {0}</source>
        <translation>杠 {0}</translation>
    </message>
    <message>
        <source>chow {0}</source>
        <translation>吃 {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Suggestion: {0}. {1}</source>
        <translation>推荐：{0}。{1}</translation>
    </message>
    <message>
        <source>Ready afterwards.</source>
        <translation>之后即听牌。</translation>
    </message>
    <message>
        <source>Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}</source>
        <translation>之后离听牌还差 {0} 张；未现的有效进张 {1} 张：{2}</translation>
    </message>
    <message>
        <source>Waits: {0}</source>
        <translation>听牌张：{0}</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（未现 {1} 张，分值 {2}）</translation>
    </message>
    <message>
        <source>Danger: {0}</source>
        <translation>危险度：{0}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} points). {3}</source>
        <translation>推荐：{0}（{1} ± {2} 分）。{3}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} rank points). {3}</source>
        <translation>推荐：{0}（{1} ± {2} 标准分）。{3}</translation>
    </message>
    <message>
        <source>Expected points to the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>到本局结束的期望得分（同样的 {0} 次模拟后续）：</translation>
    </message>
    <message>
        <source>{0}: {1} ± {2}</source>
        <translation>{0}：{1} ± {2}</translation>
    </message>
    <message>
        <source>The game&apos;s expected rank points at the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>本局结束时本场的期望标准分（同样的 {0} 次模拟后续）：</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Only the selected hand</source>
        <translation>仅所选的一副</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>谁</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>副</translation>
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
        <translation>之后</translation>
    </message>
    <message>
        <source>Entry added</source>
        <translation>添加了记录</translation>
    </message>
    <message>
        <source>Entry changed</source>
        <translation>修改了记录</translation>
    </message>
    <message>
        <source>Entry deleted</source>
        <translation>删除了记录</translation>
    </message>
    <message>
        <source>Hand deleted</source>
        <translation>删除了一副</translation>
    </message>
    <message>
        <source>Note changed</source>
        <translation>修改了备注</translation>
    </message>
    <message>
        <source>Hand started</source>
        <translation>开始了一副</translation>
    </message>
    <message>
        <source>Drawn hand recorded</source>
        <translation>记录了流局</translation>
    </message>
    <message>
        <source>Seats changed</source>
        <translation>换了座位</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>添加了一副</translation>
    </message>
    <message>
        <source>Hand changed</source>
        <translation>修改了一副</translation>
    </message>
    <message>
        <source>Session created</source>
        <translation>创建了牌局</translation>
    </message>
    <message>
        <source>Session imported</source>
        <translation>导入了牌局</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>已重命名</translation>
    </message>
    <message>
        <source>Players changed</source>
        <translation>更换了玩家</translation>
    </message>
    <message>
        <source>Money changed</source>
        <translation>修改了金钱设置</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>更改了玩法</translation>
    </message>
    <message>
        <source>Imported as a marked copy</source>
        <translation>作为标记的副本导入</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>已撤销：{0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>已重做：{0}</translation>
    </message>
    <message>
        <source>no entries</source>
        <translation>没有记录</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>first dealer: seat {0}</source>
        <translation>首副庄家：{0}号位</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>副数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>no money kept</source>
        <translation>不记金钱</translation>
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
            <numerusform>第{0}副的更改：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>(the newest {0} shown)</source>
        <translation>（显示最新的 {0} 条）</translation>
    </message>
    <message>
        <source>Changes are kept from this version of the app on.</source>
        <translation>从本版本的应用起开始保留更改记录。</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Open in the calculator</source>
        <translation>在算番器中打开</translation>
    </message>
    <message>
        <source>Open in the scorebook</source>
        <translation>在记分本中打开</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>收支</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番型</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>成立条件</translation>
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
        <translation>规则</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Choices (the default first)</source>
        <translation>可选值（第一个为默认）</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>instead of %1</source>
        <translation>取代%1</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>计入：%1</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>和牌张</translation>
    </message>
    <message>
        <source>Not a win: %1</source>
        <translation>不能和牌：%1</translation>
    </message>
    <message>
        <source>a whole number, %1 unless changed</source>
        <translation>整数，默认%1</translation>
    </message>
    <message>
        <source>Each payer</source>
        <translation>每家支付</translation>
    </message>
    <message>
        <source>Result per seat</source>
        <translation>各家得失</translation>
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
        <translation>向听数：%1</translation>
    </message>
    <message>
        <source>Improving tiles: %1 (%2 tiles)</source>
        <translation>进张：%1（共%2张）</translation>
    </message>
    <message>
        <source>Waits: %1 (%2 tiles left)</source>
        <translation>听：%1（还剩%2张）</translation>
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
        <translation>打后向听数</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>进张</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>张数</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>摸牌</translation>
    </message>
    <message>
        <source>The hand after it</source>
        <translation>之后的手牌</translation>
    </message>
    <message>
        <source>Void suit</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Tiles of it held</source>
        <translation>手里的张数</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向听数</translation>
    </message>
    <message>
        <source>Shanten to one suit</source>
        <translation>离清一色的向听数</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花猪</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>听牌</translation>
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
        <translation>未听牌</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>听牌，价值%1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>你的手牌：%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, hidden in a real game: %2</source>
        <translation>%1的手牌（实战中看不到）：%2</translation>
    </message>
    <message>
        <source>Does %1 win on it?</source>
        <translation>%1能和这张吗？</translation>
    </message>
    <message>
        <source>yes: you pay %1</source>
        <translation>能：你付%1</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>和的牌</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>点炮和</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>%1: below the minimum, no win</source>
        <translation>%1：不够起和番，不能和</translation>
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
        <translation>六套规则</translation>
    </message>
    <message>
        <source>Examples and comparison</source>
        <translation>牌例与对比</translation>
    </message>
    <message>
        <source>Questions and words</source>
        <translation>问答与术语</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>This page cannot be shown (%1).</source>
        <translation>无法显示此页（%1）。</translation>
    </message>
    <message>
        <source>This page is not translated yet; it is shown in English.</source>
        <translation>此页尚未翻译，暂以英文显示。</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>牌例：%1</translation>
    </message>
    <message>
        <source>No page holds these words.</source>
        <translation>没有页面包含这些词。</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>搜索页面</translation>
    </message>
    <message>
        <source>Search the pages (Ctrl+F)</source>
        <translation>搜索页面（Ctrl+F）</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>后退（Alt+左）</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>前进（Alt+右）</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>练习这一部分</translation>
    </message>
    <message>
        <source>Drills on this page&apos;s topic, made by the engine</source>
        <translation>本页主题的练习，由引擎出题</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan, classic rules</source>
        <translation>跟着指导打第一副：四川麻将，经典规则</translation>
    </message>
    <message>
        <source>Guided hand: mahjchina&apos;s pass rule</source>
        <translation>引导牌局：mahjchina 的过胡规则</translation>
    </message>
    <message>
        <source>Guided hand: the competition rules</source>
        <translation>引导牌局：比赛规则</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan (Mahjong Soul)</source>
        <translation>跟着指导打第一副：四川麻将（雀魂）</translation>
    </message>
    <message>
        <source>Play your first hand: Hong Kong</source>
        <translation>跟着指导打第一副：香港麻将</translation>
    </message>
    <message>
        <source>A guided hand at the table: every step explained, only the right move allowed</source>
        <translation>在牌桌上跟着指导打一副：每一步都有讲解，只允许正确的操作</translation>
    </message>
    <message>
        <source>Compare two sets of rules…</source>
        <translation>比较两套规则…</translation>
    </message>
    <message>
        <source>What one set of rules (a club&apos;s house rules, or a profile) changes against another, each difference shown on a hand</source>
        <translation>一套规则（俱乐部自定规则或内置规则）相对另一套改变了什么，每处差别都用一手牌说明</translation>
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
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>打开对局(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>保存对局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>回放对局(&amp;R)…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>复盘已保存的对局(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>自定义规则(&amp;H)…</translation>
    </message>
    <message>
        <source>A club&apos;s own rule sets: made from any profile, played, scored and shared</source>
        <translation>俱乐部自己的规则集：从任一规则出发制定，可对局、计分和分享</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>比较规则(&amp;C)…</translation>
    </message>
    <message>
        <source>What one set of rules changes against another, each difference on a hand</source>
        <translation>一套规则相对另一套改变了什么，每处差别都用一手牌说明</translation>
    </message>
    <message>
        <source>Every decision of yours in a saved game judged by the engine</source>
        <translation>由引擎评判你在已保存对局里的每个决策</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Score&amp;book</source>
        <translation>记分本(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>动画速度(&amp;S)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
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
        <translation>教练(&amp;T)</translation>
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
        <source>&amp;Learn to play</source>
        <translation>学打麻将(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>关于麻将(&amp;A)</translation>
    </message>
    <message>
        <source>Save the game being played to a file</source>
        <translation>把正在进行的对局保存到文件</translation>
    </message>
    <message>
        <source>No game to save: start a new game or open one first.</source>
        <translation>没有可保存的对局：请先开始新对局或打开一个对局。</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>语言已切换为{0}。</translation>
    </message>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation>
            <numerusform>本副有 %n 次出牌已加入练习的“你的失误”</numerusform>
        </translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>复盘已保存的对局</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave *.mjjournal)</source>
        <translation>已保存的麻将对局 (*.mjsave *.mjjournal)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>无法复盘对局</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>无法载入此文件（{0}）：{1}</translation>
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
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>玩法：</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>对局长度：</translation>
    </message>
    <message>
        <source>You (first dealer)</source>
        <translation>你（首位庄家）</translation>
    </message>
    <message>
        <source>On your right</source>
        <translation>你的下家（右边）</translation>
    </message>
    <message>
        <source>Across from you</source>
        <translation>你的对家</translation>
    </message>
    <message>
        <source>On your left</source>
        <translation>你的上家（左边）</translation>
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
        <translation>自定义规则…</translation>
    </message>
    <message>
        <source>Make, edit, import or export a club&apos;s own rule set, built from one of the Sichuan profiles</source>
        <translation>以一种四川玩法为基础，新建、编辑、导入或导出俱乐部自己的规则</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>随机种子（可选）：</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Hands per game:</source>
        <translation>每局副数：</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>局数：</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0} 副</translation>
    </message>
    <message>
        <source>{0}; a score below zero ends the match at once.</source>
        <translation>{0}；有人分数低于零时对局立即结束。</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} 张牌</translation>
    </message>
    <message>
        <source>{0} with winds, dragons, flowers and seasons</source>
        <translation>{0}，含风牌、箭牌、花牌和季牌</translation>
    </message>
    <message>
        <source>{0} in three suits</source>
        <translation>{0}，三门花色</translation>
    </message>
    <message>
        <source>pass three</source>
        <translation>换三张</translation>
    </message>
    <message>
        <source>choose a void suit</source>
        <translation>定缺一门</translation>
    </message>
    <message>
        <source>chow, pong and kong</source>
        <translation>吃、碰和杠</translation>
    </message>
    <message>
        <source>pong and kong, no chow</source>
        <translation>碰和杠，不能吃</translation>
    </message>
    <message>
        <source>winners leave and play goes on</source>
        <translation>和牌者离场，其余人继续</translation>
    </message>
    <message>
        <source>one winner ends the hand</source>
        <translation>一人和牌即结束本副</translation>
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
        <translation>关闭</translation>
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
        <translation>对家</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <source>Resume the game of {0}</source>
        <translation>继续 {0} 的对局</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave)</source>
        <translation>麻将对局存档 (*.mjsave)</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>对局已保存。</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>打开已保存的对局</translation>
    </message>
    <message>
        <source>A game is in progress. Opening a saved game replaces it; save it first if you want to keep it.</source>
        <translation>当前有对局正在进行。打开已保存的对局会替换它；如需保留，请先保存。</translation>
    </message>
    <message>
        <source>Open and replace</source>
        <translation>打开并替换</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>继续对局</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the data folder ({0}), so the next start cannot offer it as it is now. Quit anyway and lose what was not written, or keep playing and save it with Game → Save game.</source>
        <translation>进行中的对局无法写入数据文件夹（{0}），下次启动无法按现在的样子继续它。仍然退出并丢失未写入的部分，或继续对局并用 游戏 → 保存对局 保存。</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>回放对局</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>无法打开对局</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>无法载入此文件（{0}）：{1}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>This game cannot be kept for the next start ({0}). Save it with Game → Save game, or free the data folder.</source>
        <translation>无法为下次启动保留这局对局（{0}）。请用 游戏 → 保存对局 保存它，或腾出数据文件夹的空间。</translation>
    </message>
    <message>
        <source>The game is not kept</source>
        <translation>对局未被保留</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>仍然退出</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the disk ({0}); the next start may offer it without its last moves.</source>
        <translation>进行中的对局无法写入磁盘（{0}）；下次启动时继续的对局可能缺少最后几步。</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>无法保存对局</translation>
    </message>
    <message>
        <source>The game cannot be saved to {0}: {1}</source>
        <translation>无法将对局保存到 {0}：{1}</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新对局</translation>
    </message>
    <message>
        <source>A game is in progress. A new game replaces it; save it first if you want to keep it.</source>
        <translation>当前有对局正在进行。新对局会替换它；如需保留，请先保存。</translation>
    </message>
    <message>
        <source>{0} · {1} round · hand {2} · wall {3}</source>
        <translation>{0} · {1}风圈 · 第{2}副 · 牌墙 {3}</translation>
    </message>
    <message>
        <source>{0} · hand {1} · wall {2}</source>
        <translation>{0} · 第{1}副 · 牌墙 {2}</translation>
    </message>
    <message>
        <source>Pass these three (E)</source>
        <translation>换出这三张 (E)</translation>
    </message>
    <message>
        <source>Win (W)</source>
        <translation>和 (W)</translation>
    </message>
    <message>
        <source>Pong {0} (P)</source>
        <translation>碰 {0} (P)</translation>
    </message>
    <message>
        <source>Kong {0} (K)</source>
        <translation>杠 {0} (K)</translation>
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
        <translation>过 (Space)</translation>
    </message>
    <message>
        <source>Void: {0} ({1})</source>
        <translation>缺{0} ({1})</translation>
    </message>
    <message>
        <source>{0} – suggested</source>
        <translation>{0}（推荐）</translation>
    </message>
    <message>
        <source>Pick exactly three tiles of one suit.</source>
        <translation>请选择恰好三张同花色的牌。</translation>
    </message>
    <message>
        <source>You still hold {0} (your void suit): those tiles must go first.</source>
        <translation>你还持有{0}（你的定缺花色）：必须先打出这些牌。</translation>
    </message>
    <message>
        <source>{0} cannot be discarded now.</source>
        <translation>现在不能打出 {0}。</translation>
    </message>
    <message>
        <source>{0} of 3 tiles picked to pass on (raised and outlined); click a picked tile to put it back, then confirm (E).</source>
        <translation>已选 {0}/3 张要换出的牌（抬起并加框）；点击已选的牌可放回，然后确认（E）。</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (Ctrl+N).</source>
        <translation>还没有对局：用“新对局”(Ctrl+N) 开始。</translation>
    </message>
    <message>
        <source>The hand is over: there is no decision of yours in it now.</source>
        <translation>这一局已结束：现在没有需要你做的决定。</translation>
    </message>
    <message>
        <source>Ask which move the teacher would make now, and why (H)</source>
        <translation>询问老师现在会怎么走以及原因 (H)</translation>
    </message>
    <message>
        <source>A hint is for your own decisions: wait until it is your turn to decide.</source>
        <translation>提示只用于你自己的决定：请等到轮到你决定时。</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no move in this hand yet.</source>
        <translation>没有可以悔的棋：你在这一局还没有走过。</translation>
    </message>
    <message>
        <source>You can take a move back when it is your turn to decide.</source>
        <translation>轮到你决定时才能悔棋。</translation>
    </message>
    <message>
        <source>Pick exactly three tiles.</source>
        <translation>请正好选三张牌。</translation>
    </message>
    <message>
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>已经选了三张牌：请先点击其中一张放回，再选别的牌。</translation>
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
        <translation>杠 (K)</translation>
    </message>
    <message>
        <source>win W</source>
        <translation>和 (W)</translation>
    </message>
    <message>
        <source>Claim the discard ({0}) or pass (Space).</source>
        <translation>可以{0}这张牌，也可以选择过 (Space)。</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>to the player on your right</source>
        <translation>给下家</translation>
    </message>
    <message>
        <source>to the player on your left</source>
        <translation>给上家</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>给对家</translation>
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
        <translation>加杠！</translation>
    </message>
    <message>
        <source>Kong!</source>
        <translation>杠！</translation>
    </message>
    <message>
        <source>Concealed kong!</source>
        <translation>暗杠！</translation>
    </message>
    <message>
        <source>Self-drawn win!</source>
        <translation>自摸！</translation>
    </message>
    <message>
        <source>Win!</source>
        <translation>和！</translation>
    </message>
    <message>
        <source>Robbing the kong!</source>
        <translation>抢杠和！</translation>
    </message>
    <message>
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>大家各换出三张牌{0}。
你从{2}收到 {1}。</translation>
    </message>
    <message>
        <source>{0} = {1} faan</source>
        <translation>{0} = {1} 番</translation>
    </message>
    <message>
        <source>{0} (limit)</source>
        <translation>{0}（满贯）</translation>
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
        <translation>点炮</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>You win {0} with {1}
{2}</source>
        <translation>你和牌（{0}）：{1}
{2}</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}
{3}</source>
        <translation>{0} 和牌（{1}）：{2}
{3}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新对局…</translation>
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
        <translation>记录</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>Automatic moves and the tile tracker</source>
        <translation>自动操作与记牌器</translation>
    </message>
    <message>
        <source>Win automatically when I can</source>
        <translation>能胡时自动胡牌</translation>
    </message>
    <message>
        <source>Pass automatically on every claim but a win</source>
        <translation>除胡牌外，自动放弃所有吃碰杠</translation>
    </message>
    <message>
        <source>Discard the tile I draw when no kong or win is possible</source>
        <translation>不能杠也不能胡时，自动打出摸到的牌</translation>
    </message>
    <message>
        <source>Show the tile tracker (copies not seen yet)</source>
        <translation>显示记牌器（尚未见到的张数）</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>教练</translation>
    </message>
    <message>
        <source>What the teacher shows at the table</source>
        <translation>教练在牌桌上显示的内容</translation>
    </message>
    <message>
        <source>Show my waits and their tiles left</source>
        <translation>显示我听的牌和剩余张数</translation>
    </message>
    <message>
        <source>Highlight the tiles of the kind under the pointer</source>
        <translation>高亮与指针下同种的牌</translation>
    </message>
    <message>
        <source>Mark the danger of my tiles against ready-looking players</source>
        <translation>标出我的牌对看似听牌者的危险度</translation>
    </message>
    <message>
        <source>Warn before a rule costs me (passed wins, void tiles, not ready late)</source>
        <translation>规则将让我吃亏时提醒（顺和限制、定缺牌、牌局末尾未听牌）</translation>
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
        <translation>声音需要 Qt 的多媒体模块（可选附加组件）：{0}</translation>
    </message>
    <message>
        <source>Skip to the end of the hand</source>
        <translation>跳到本副结束</translation>
    </message>
    <message>
        <source>You have nothing left to decide in this hand: play the rest at once</source>
        <translation>本副你已无需再做决定：立即打完剩余部分</translation>
    </message>
    <message>
        <source>Show or hide the list of every action at the table</source>
        <translation>显示或隐藏牌桌上每个动作的列表</translation>
    </message>
    <message>
        <source>Practice: undo your last move in this hand; the computer players decide again</source>
        <translation>练习：撤回你在本副的上一步，电脑对手重新决定</translation>
    </message>
    <message>
        <source>Start a game against three computer players
(Ctrl+N)</source>
        <translation>开始与三名电脑玩家对局
(Ctrl+N)</translation>
    </message>
    <message>
        <source>New to mahjong? Play a guided first hand</source>
        <translation>刚接触麻将？跟着指导打第一副</translation>
    </message>
    <message>
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>尚无对局：请点击“新对局”(Ctrl+N)。</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>No session is open in the scorebook.</source>
        <translation>记分本中没有打开的牌局。</translation>
    </message>
    <message>
        <source>Dealer: {0}</source>
        <translation>庄家：{0}</translation>
    </message>
    <message>
        <source>Last hand: {0}</source>
        <translation>最近一副：{0}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>尚未记录任何一副。</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>玩家屏幕</translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>退出全屏 (Esc)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全屏 (F11)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>全选(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>升高(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>降低(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
目录未找到。
请检查指定的目录名是否正确。</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
文件未找到。
请检查指定的文件名是否正确。</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已存在。
您想要替换它吗？</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新建文件夹(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1”已被写入保护。
您仍然想要删除它吗？</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>别名</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+左方向键</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+右方向键</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+上方向键</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>您确定要删除“%1”吗？</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>更改为详情视图模式</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>更改为列表视图模式</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>无法删除目录。</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>新建一个文件夹</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>详情视图</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>目录：</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>文件名称(&amp;N)：</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>文件类型：</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>查找目录</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>转到父目录</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>列表视图</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>位置和书签列表</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>查找范围：</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的电脑</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>父目录</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>最近位置</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷方式</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>显示 </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>显示隐藏文件(&amp;H)</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>侧边栏</translation>
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
        <translation>&lt;b&gt;文件名“%1”不可使用。&lt;/b&gt;&lt;p&gt;请尝试其他文件名，减少字数或避免使用标点符号。</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>无效的文件名</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>我的电脑</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>体积</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>输入一个值：</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>隐藏详情...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>显示详情...</translation>
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
        <translation>中止</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Bottom</source>
        <translation>底部</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>左边缘</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>向下翻页</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>向左翻页</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>向右翻页</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>向上翻页</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>右边缘</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>向下滚动</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>滚动至此</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>向左滚动</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>向右滚动</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>向上滚动</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>顶端</translation>
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
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤消 %1</translation>
    </message>
</context>
<context>
    <name>QUndoModel</name>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;空白&gt;</translation>
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
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤消 %1</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>复制链接地址(&amp;L)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Hand {0} begins; {1} deals</source>
        <translation>第{0}副开始，{1} 坐庄</translation>
    </message>
    <message>
        <source>Hand {0} begins; you deal</source>
        <translation>第{0}副开始，你坐庄</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>给下家</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>给上家</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>给对家</translation>
    </message>
    <message>
        <source>Everyone passes three tiles {0}</source>
        <translation>大家各换出三张牌{0}</translation>
    </message>
    <message>
        <source>Void suits: {0}</source>
        <translation>定缺：{0}</translation>
    </message>
    <message>
        <source>{0} draws a replacement tile: {1}</source>
        <translation>{0} 杠后补牌：{1}</translation>
    </message>
    <message>
        <source>You draw a replacement tile: {0}</source>
        <translation>你杠后补牌：{0}</translation>
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
        <translation>（放弃分值 {0} 的和牌）</translation>
    </message>
    <message>
        <source>{0} lets {1} go</source>
        <translation>{0} 放过 {1}</translation>
    </message>
    <message>
        <source>You let {0} go</source>
        <translation>你放过 {0}</translation>
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
        <translation>{0} 补花：亮出 {1}，从牌尾补 {2}</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>你补花：亮出 {0}，从牌尾补 {1}</translation>
    </message>
    <message>
        <source>{0} adds {1} to a pong</source>
        <translation>{0} 宣布加杠 {1}</translation>
    </message>
    <message>
        <source>You add {0} to a pong</source>
        <translation>你宣布加杠 {0}</translation>
    </message>
    <message>
        <source>{0}: {1} of {2}</source>
        <translation>{0}：{1} {2}</translation>
    </message>
    <message>
        <source>{0} robs the kong on {1}</source>
        <translation>{0} 抢杠 {1}</translation>
    </message>
    <message>
        <source>You rob the kong on {0}</source>
        <translation>你抢杠 {0}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>{0} 点炮</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>你点炮</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>抢 {0} 的杠</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>抢你的杠</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}: {3} ({4})</source>
        <translation>{0} 和了 {2}（{1}）：{3}（{4}）</translation>
    </message>
    <message>
        <source>You win {0} with {1}: {2} ({3})</source>
        <translation>你和了 {1}（{0}）：{2}（{3}）</translation>
    </message>
    <message>
        <source>{0} draws a tile</source>
        <translation>{0} 摸牌</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws a replacement</source>
        <translation>{0} 补花：亮出 {1}，补一张牌</translation>
    </message>
    <message>
        <source>Hand over: {0}</source>
        <translation>本副结束：{0}</translation>
    </message>
    <message>
        <source>Match over: {0}</source>
        <translation>对局结束：{0}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>The start of the game</source>
        <translation>对局开始</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>回到开头 (Home)</translation>
    </message>
    <message>
        <source>The previous hand (Page Up)</source>
        <translation>上一副 (Page Up)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>后退一步 (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>播放/暂停 (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>前进一步 (Right)</translation>
    </message>
    <message>
        <source>The next hand (Page Down)</source>
        <translation>下一副 (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>跳到结尾 (End)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>视角：</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>显示所有人的手牌</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>提示打法</translation>
    </message>
    <message>
        <source>When the seat you watch has a decision, show what the strong computer player would do and why</source>
        <translation>当你观看的座位需要做决定时，显示强电脑玩家会怎么做以及原因</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>复盘这局…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>引擎评判你的每个决策，最差的在前，附上代价和原因</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
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
        <translation>第{0}局：{1}；最佳 {2}。损失 {3} ± {4}</translation>
    </message>
    <message>
        <source>Agrees with the engine</source>
        <translation>与引擎一致</translation>
    </message>
    <message>
        <source>A small loss</source>
        <translation>小损失</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>Hand {0}: {1}. Not judged yet.</source>
        <translation>第{0}局：{1}。尚未评判。</translation>
    </message>
    <message>
        <source>Not judged yet</source>
        <translation>尚未评判</translation>
    </message>
    <message>
        <source>Hand {0}: you chose {1}. Not judged yet.</source>
        <translation>第{0}局：你选择了{1}。尚未评判。</translation>
    </message>
    <message>
        <source>Every decision of the seat is on the left, judged one after another; choose one to see the table at that moment.</source>
        <translation>该座位的每个决策都在左侧，逐一评判；选择一个即可查看当时的牌桌。</translation>
    </message>
    <message>
        <source>{0} · hand {1}: you chose {2}; the engine&apos;s best is {3}.</source>
        <translation>{0} · 第{1}局：你选择了{2}；引擎的最佳是{3}。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} rank points on average.</source>
        <translation>失误：平均损失 {0} ± {1} 标准分。</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} points on average.</source>
        <translation>失误：平均损失 {0} ± {1} 分。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} rank points on average.</source>
        <translation>小损失：平均 {0} ± {1} 标准分。</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} points on average.</source>
        <translation>小损失：平均 {0} ± {1} 分。</translation>
    </message>
    <message>
        <source>{0} (your choice)</source>
        <translation>{0}（你的选择）</translation>
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
            <numerusform>%n 个决策：一致率 {0}，每百个失误 {1}，损失 {2} 标准分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation>
            <numerusform>%n 个决策：一致率 {0}，每百个失误 {1}，损失 {2} 分</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}. The game: {2}</source>
        <translation>{0}，{1}。全场：{2}</translation>
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
        <translation>已评判 %v / %m</translation>
    </message>
    <message>
        <source>The review stopped: this game cannot be reviewed ({0}).</source>
        <translation>复盘已停止：无法复盘此对局（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation>
            <numerusform>已取消：已评判 %n 个决策。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision is judged.</source>
        <translation>所有决策均已评判。</translation>
    </message>
    <message>
        <source>Judging… each decision&apos;s moves are played out many times.</source>
        <translation>评判中……每个决策的各个选项都会被模拟多次。</translation>
    </message>
    <message>
        <source>The mistakes could not be kept in Drills ({0}).</source>
        <translation>无法将失误保存到练习（{0}）。</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation>
            <numerusform>%n 个失误已加入练习中的“你的失误”。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your profile could not be read or kept ({0}).</source>
        <translation>无法读取或保存你的档案（{0}）。</translation>
    </message>
    <message>
        <source>Your profile in {0}: no game reviewed to the end yet.</source>
        <translation>你在{0}中的档案：还没有复盘到底的对局。</translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation>
            <numerusform>你在{0}中的档案（已复盘 %n 局）：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation>
            <numerusform>{0}：%n 个决策，每百个 {1} 个失误，每个决策损失 {2} 标准分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation>
            <numerusform>{0}：%n 个决策，每百个 {1} 个失误，每个决策损失 {2} 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation>
            <numerusform>与引擎一致的比例，最近 %n 局：</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing on from hand {0} in Play.</source>
        <translation>在“对局”中从第{0}局继续。</translation>
    </message>
    <message>
        <source>Play is not open here: the replay shows the moment instead.</source>
        <translation>此处无法打开对局：改为在回放中显示该时刻。</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>对局复盘</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop judging; the decisions judged so far stay</source>
        <translation>停止评判；已评判的决策保留</translation>
    </message>
    <message>
        <source>In the order played</source>
        <translation>按出牌顺序</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>最差的在前</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>期望得分</translation>
    </message>
    <message>
        <source>Expected rank points</source>
        <translation>期望标准分</translation>
    </message>
    <message>
        <source>Futures</source>
        <translation>模拟次数</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>向听</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>进张</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>危险</translation>
    </message>
    <message>
        <source>The game&apos;s rank points expected at the hand&apos;s end (4 to 1, by the points the game&apos;s other hands may still move), on average over the futures played, ± the standard error</source>
        <translation>本局结束时本场的期望标准分（4 到 1，已计入本场其余各局可能带来的分数变化），为所模拟后续的平均值，± 标准误差</translation>
    </message>
    <message>
        <source>Points to the hand&apos;s end, on average over the futures played, ± the standard error</source>
        <translation>到本局结束的得分，在模拟中取平均，± 标准误差</translation>
    </message>
    <message>
        <source>Tiles from ready after the discard</source>
        <translation>打出后的向听数</translation>
    </message>
    <message>
        <source>Unseen tiles that would bring the hand closer to ready</source>
        <translation>能让手牌更接近听牌的未见牌张数</translation>
    </message>
    <message>
        <source>The chance the tile wins for a player who looks ready</source>
        <translation>这张牌让看似听牌的玩家和牌的几率</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>从这里继续打</translation>
    </message>
    <message>
        <source>Go on from this moment against the computer players, as practice</source>
        <translation>从此刻起与电脑玩家继续对局，作为练习</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>在回放中打开</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Club players</source>
        <translation>俱乐部玩家</translation>
    </message>
    <message>
        <source>Names kept for the session dialog&apos;s seats. Forgetting a name changes no session.</source>
        <translation>这些名字供新建牌局时选座位用。删去一个名字不会改变任何牌局。</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>新玩家的名字</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>删去</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <source>Cap</source>
        <translation>封顶</translation>
    </message>
    <message>
        <source>Self-draw bonus (each payer)</source>
        <translation>自摸加分（每位付款者）</translation>
    </message>
    <message>
        <source>Exposed kong (each payer)</source>
        <translation>点杠（每位付款者）</translation>
    </message>
    <message>
        <source>Added kong (each payer)</source>
        <translation>加杠（每位付款者）</translation>
    </message>
    <message>
        <source>Concealed kong (each payer)</source>
        <translation>暗杠（每位付款者）</translation>
    </message>
    <message>
        <source>Flower pig amount</source>
        <translation>花猪金额</translation>
    </message>
    <message>
        <source>False win penalty (0: none)</source>
        <translation>诈胡罚分（0：不罚）</translation>
    </message>
    <message>
        <source>Exchange three before the void</source>
        <translation>定缺前换三张</translation>
    </message>
    <message>
        <source>The three may be of any suits</source>
        <translation>三张可以是任意花色</translation>
    </message>
    <message>
        <source>The three are passed</source>
        <translation>三张牌的换牌方向</translation>
    </message>
    <message>
        <source>A declined win or pong is barred until the next draw (过胡/过碰)</source>
        <translation>放弃的胡或碰在下次摸牌前不可再做（过胡/过碰）</translation>
    </message>
    <message>
        <source>Rank points 4/3/2/1 per game</source>
        <translation>每场标准分 4/3/2/1</translation>
    </message>
    <message>
        <source>A win on a kong&apos;s replacement discard</source>
        <translation>杠后打出的牌被胡（杠上炮）</translation>
    </message>
    <message>
        <source>Who pays a win</source>
        <translation>和牌由谁支付</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>胡牌之后</translation>
    </message>
    <message>
        <source>Who receives a flower pig&apos;s amount</source>
        <translation>花猪的钱给谁</translation>
    </message>
    <message>
        <source>A flower pig pays all three others</source>
        <translation>花猪赔其余三家</translation>
    </message>
    <message>
        <source>At the wall&apos;s end all still in return kong money</source>
        <translation>流局时局内所有人退还杠钱</translation>
    </message>
    <message>
        <source>Kong money is returned to winners too</source>
        <translation>退还的杠钱也给已和牌者</translation>
    </message>
    <message>
        <source>in a direction drawn each hand</source>
        <translation>每局随机决定方向</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>给下家</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>给上家</translation>
    </message>
    <message>
        <source>to the player across</source>
        <translation>给对家</translation>
    </message>
    <message>
        <source>the three others; its kongs returned</source>
        <translation>其余三家；它的杠钱退还</translation>
    </message>
    <message>
        <source>the non-pigs still in</source>
        <translation>局内非花猪的玩家</translation>
    </message>
    <message>
        <source>the others still in, at least their ready value</source>
        <translation>局内其他人，至少按其听牌价值</translation>
    </message>
    <message>
        <source>the kong money is returned</source>
        <translation>杠钱退还</translation>
    </message>
    <message>
        <source>the kong money is kept</source>
        <translation>杠钱保留</translation>
    </message>
    <message>
        <source>kept, returned if a kong made after it is robbed</source>
        <translation>保留；若之后的杠被抢则退还</translation>
    </message>
    <message>
        <source>the kong money goes to the winner (呼叫转移)</source>
        <translation>杠钱转给胡牌者（呼叫转移）</translation>
    </message>
    <message>
        <source>the winner leaves the hand (血战到底)</source>
        <translation>胡牌者退出本局（血战到底）</translation>
    </message>
    <message>
        <source>the winner stays and may win again (血流成河)</source>
        <translation>胡牌者留下，可以再胡（血流成河）</translation>
    </message>
    <message>
        <source>nobody: it is a penalty</source>
        <translation>无人收取：这是罚分</translation>
    </message>
    <message>
        <source>the discarder alone (Modern, table P)</source>
        <translation>只由放铳者付（现代，P 表）</translation>
    </message>
    <message>
        <source>all three, with doublings (Classical, table Q)</source>
        <translation>三家都付，有加倍（古典，Q 表）</translation>
    </message>
    <message>
        <source>{0} (house rules on {1})</source>
        <translation>{0}（基于{1}的自定义规则）</translation>
    </message>
</context>
<context>
    <name>RuleSetsDialog</name>
    <message>
        <source>{0} (cannot be read: {1})</source>
        <translation>{0}（无法读取：{1}）</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>我们的自定义规则</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>翻倍</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>满贯</translation>
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
        <translation>{0}：{1}（原为 {2}）</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>不计</translation>
    </message>
    <message>
        <source>{0} faan: {1} points (was {2})</source>
        <translation>{0} 番：{1} 分（原为 {2}）</translation>
    </message>
    <message>
        <source>No change: these are the rules of {0}.</source>
        <translation>没有改动：这就是{0}的规则。</translation>
    </message>
    <message>
        <source>Against {0}: {1}</source>
        <translation>相对于{0}：{1}</translation>
    </message>
    <message>
        <source>These rules cannot be explained</source>
        <translation>无法解释这套规则</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>The rule set was not saved</source>
        <translation>规则未能保存</translation>
    </message>
    <message>
        <source>The rule set was not deleted</source>
        <translation>规则未能删除</translation>
    </message>
    <message>
        <source>The rule set was not imported</source>
        <translation>规则未能导入</translation>
    </message>
    <message>
        <source>The rule set was not exported</source>
        <translation>规则未能导出</translation>
    </message>
    <message>
        <source>Import a rule set</source>
        <translation>导入规则</translation>
    </message>
    <message>
        <source>Rule set (*.mjrules)</source>
        <translation>规则文件 (*.mjrules)</translation>
    </message>
    <message>
        <source>Export the rule set</source>
        <translation>导出规则</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>自定义规则</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Explain with hands…</source>
        <translation>用牌例说明…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>The rule set</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>基于：</translation>
    </message>
    <message>
        <source>Events and the cap</source>
        <translation>事件与封顶</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>番种</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>分值</translation>
    </message>
    <message>
        <source>Faan</source>
        <translation>番数</translation>
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
        <translation>{0} 相对 {1} 的改变</translation>
    </message>
    <message>
        <source>These rules are of different families: they share little beyond the tiles. The Learn page “How the rulesets differ” compares them.</source>
        <translation>这两套规则属于不同体系：除了牌以外共同之处很少。学习页「各规则的区别」对它们作了比较。</translation>
    </message>
    <message>
        <source>No difference: both play and pay the same.</source>
        <translation>没有差别：两者的打法和支付都相同。</translation>
    </message>
    <message>
        <source>Each difference below is shown on a hand the engine settles both ways, with only that difference made.</source>
        <translation>下面每处差别都用一手牌说明：引擎按两种规则各结算一次，只改变这一处。</translation>
    </message>
    <message>
        <source>The same hands under both</source>
        <translation>同样的牌在两套规则下</translation>
    </message>
    <message>
        <source>These rules count in different units ({0} and {1}), so here the hands are settled with every difference at once.</source>
        <translation>这两套规则的计分单位不同（{0} 和 {1}），所以这里的牌例是一次性按全部差别结算的。</translation>
    </message>
    <message>
        <source>This changes how the game is played, not what one hand pays.</source>
        <translation>这一条改变的是打法，而不是一手牌的支付。</translation>
    </message>
    <message>
        <source>Not shown alone: the two count in different units (see the hands at the end).</source>
        <translation>无法单独说明：两者计分单位不同（见末尾的牌例）。</translation>
    </message>
    <message>
        <source>No example hand pays differently for this alone.</source>
        <translation>没有哪个示例牌仅因这一条而支付不同。</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>不计</translation>
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
        <translation>计入</translation>
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
        <translation>{0} 抢 {1} 的杠和牌。</translation>
    </message>
    <message>
        <source>{1} makes an exposed kong on {2}&apos;s discard, {2} a concealed kong; {0} wins on {3}&apos;s discard; at the wall&apos;s end {1} is ready, {2} is not, and {3} still holds tiles of all three suits.</source>
        <translation>{1} 点杠 {2} 打出的牌，{2} 暗杠；{0} 和 {3} 打出的牌；牌墙摸完时 {1} 已听牌，{2} 未听牌，{3} 手里仍有三门花色的牌。</translation>
    </message>
    <message>
        <source>{1} makes a concealed kong and throws the replacement draw; {0} wins on it.</source>
        <translation>{1} 暗杠后打出补摸的牌；{0} 和这张牌。</translation>
    </message>
    <message>
        <source>{1} adds a tile to a pong; then {0} wins on {3}&apos;s discard.</source>
        <translation>{1} 加杠；然后 {0} 和 {3} 打出的牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard, then draws a winning tile again.</source>
        <translation>{0} 和 {1} 打出的牌，之后又自摸和牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard; {2} declares a win that is none.</source>
        <translation>{0} 和 {1} 打出的牌；{2} 诈和。</translation>
    </message>
    <message>
        <source>{0} wins a {1}-faan hand on {2}&apos;s discard.</source>
        <translation>{0} 以 {1} 番牌和 {2} 打出的牌。</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard.</source>
        <translation>{0} 和 {1} 打出的牌。</translation>
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
        <translation>比较规则</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>原规则：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>新规则：</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Running totals after each hand</source>
        <translation>每副牌后的累计分数</translation>
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
        <translation>删除牌局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The scorebook is busy: another program is writing it. Try again in a moment.</source>
        <translation>记分本正忙：另一个程序正在写入。请稍后再试。</translation>
    </message>
    <message>
        <source>The scorebook file is damaged. It was left as it is: restore it from a backup.</source>
        <translation>记分本文件已损坏。文件保持原样未改动：请从备份恢复。</translation>
    </message>
    <message>
        <source>This session was changed in another window or program. It now shows what is saved; your change was not saved.</source>
        <translation>该牌局已在另一个窗口或程序中被修改。现在显示的是已保存的内容；您的修改未保存。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>该文件就是记分本本身：请选择其他文件。</translation>
    </message>
    <message>
        <source>Session {0} is damaged in the scorebook and cannot be read.</source>
        <translation>记分本中的牌局 {0} 已损坏，无法读取。</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>还没有牌局</translation>
    </message>
    <message>
        <source>The scorebook cannot be opened</source>
        <translation>无法打开记分本</translation>
    </message>
    <message>
        <source>Create a session for your table: choose the rules and the four players, then record each hand as it is played.</source>
        <translation>为你的牌桌新建一个牌局：选择规则和四位玩家，然后每打一副就记录一副。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Next dealer: {0}</source>
        <translation>下一副庄家：{0}</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>圈风：{0}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>副</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>和牌</translation>
    </message>
    <message>
        <source>Self-draws</source>
        <translation>自摸</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>点炮</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>杠</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>听牌</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <source>Flower pigs</source>
        <translation>花猪</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>最大和牌</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每副平均</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>持分</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>副</translation>
    </message>
    <message>
        <source>Hand {0} · dealer {1}</source>
        <translation>第{0}副 · 庄家 {1}</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>Opened the scorebook {0}.</source>
        <translation>已打开记分本 {0}。</translation>
    </message>
    <message>
        <source>Open scorebook</source>
        <translation>打开记分本</translation>
    </message>
    <message>
        <source>Scorebooks (*.sqlite3 *.sqlite *.db)</source>
        <translation>记分本 (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>{0}
{1} · {2}</source>
        <translation>{0}
{1} · {2}</translation>
    </message>
    <message>
        <source>No session matches “{0}”.</source>
        <translation>没有与“{0}”相符的牌局。</translation>
    </message>
    <message>
        <source>{0} is not a scorebook.</source>
        <translation>{0} 不是记分本。</translation>
    </message>
    <message>
        <source>{0} was written by a newer version of the app; update the app to open it.</source>
        <translation>{0} 由更新版本的程序写入；请更新程序后再打开。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero.</source>
        <translation>比赛结束：有人的分数低于零。</translation>
    </message>
    <message>
        <source>The chart shows each player&apos;s running total once a hand is recorded.</source>
        <translation>记下一副后，图表会显示每位玩家的累计分。</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>an entry in hand {0}</source>
        <translation>第{0}副的一条记录</translation>
    </message>
    <message>
        <source>the edit of an entry in hand {0}</source>
        <translation>对第{0}副一条记录的修改</translation>
    </message>
    <message>
        <source>the deletion of an entry in hand {0}</source>
        <translation>删除第{0}副的一条记录</translation>
    </message>
    <message>
        <source>the deletion of hand {0}</source>
        <translation>删除第{0}副</translation>
    </message>
    <message>
        <source>the start of hand {0}</source>
        <translation>开始第{0}副</translation>
    </message>
    <message>
        <source>hand {0} drawn</source>
        <translation>第{0}副荒庄</translation>
    </message>
    <message>
        <source>the note of hand {0}</source>
        <translation>第{0}副的备注</translation>
    </message>
    <message>
        <source>{0} round</source>
        <translation>{0}风圈</translation>
    </message>
    <message>
        <source>won: {0}</source>
        <translation>已和：{0}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>{0} wins robbing {1}&apos;s kong</source>
        <translation>{0} 抢 {1} 的杠和牌</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard</source>
        <translation>{1} 点炮，{0} 和牌</translation>
    </message>
    <message>
        <source>{0} wins by self-draw</source>
        <translation>{0} 自摸和牌</translation>
    </message>
    <message>
        <source>{0}: exposed kong on {1}&apos;s discard</source>
        <translation>{0}：点杠（点杠者 {1}）</translation>
    </message>
    <message>
        <source>{0}: added kong</source>
        <translation>{0}：加杠</translation>
    </message>
    <message>
        <source>(not at once)</source>
        <translation>（未立即加杠）</translation>
    </message>
    <message>
        <source>{0}: concealed kong</source>
        <translation>{0}：暗杠</translation>
    </message>
    <message>
        <source>{0} ready ({1} {2})</source>
        <translation>{0} 听牌（{1} {2}）</translation>
    </message>
    <message>
        <source>{0} not ready</source>
        <translation>{0} 未听牌</translation>
    </message>
    <message>
        <source>{0} flower pig</source>
        <translation>{0} 花猪</translation>
    </message>
    <message>
        <source>Wall end: {0}</source>
        <translation>流局：{0}</translation>
    </message>
    <message>
        <source>Drawn hand: nobody won</source>
        <translation>荒庄：无人和牌</translation>
    </message>
    <message>
        <source>{0}: false win penalty</source>
        <translation>{0}：诈和罚分</translation>
    </message>
    <message>
        <source>{0}: dead hand</source>
        <translation>{0}：相公</translation>
    </message>
    <message>
        <source>Payments of hand {0}</source>
        <translation>第{0}副结算</translation>
    </message>
    <message>
        <source>Payments of this entry</source>
        <translation>本条记录的结算</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>结算</translation>
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
        <translation>金额</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>事由</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>A kong cannot be made on the player&apos;s own discard: choose who discarded the fourth tile.</source>
        <translation>不能用自己打出的牌杠：请选择打出第四张牌的人。</translation>
    </message>
    <message>
        <source>The discarder has already won and is out of the hand.</source>
        <translation>打出这张牌的人已经和牌，不在这一副中了。</translation>
    </message>
    <message>
        <source>At the wall&apos;s end a hand has 13 tiles (a kong counts as 3).</source>
        <translation>流局时手牌为 13 张（一个杠算 3 张）。</translation>
    </message>
    <message>
        <source>Hand {0} recorded as drawn. Undo ({1}) takes it back.</source>
        <translation>已记第{0}副为荒庄。撤销（{1}）可以收回。</translation>
    </message>
    <message>
        <source>{0} – hand {1}</source>
        <translation>{0} – 第{1}副</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>A note for hand {0}:</source>
        <translation>第{0}副的备注：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Hand {0} has nothing recorded yet: record its first entry instead of starting another hand.</source>
        <translation>第{0}副还没有任何记录：请先记下它的第一条，不要再开新的一副。</translation>
    </message>
    <message>
        <source>Hand {0} is over: the next entry starts hand {1} by itself.</source>
        <translation>第{0}副已结束：下一条记录会自动开始第{1}副。</translation>
    </message>
    <message>
        <source>Hand {0} started.</source>
        <translation>第{0}副开始。</translation>
    </message>
    <message>
        <source>Deleted. Undo ({0}) puts it back.</source>
        <translation>已删除。撤销（{0}）可以恢复。</translation>
    </message>
    <message>
        <source>Delete the empty hand {0}?</source>
        <translation>删除空的第{0}副？</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>删除此副</translation>
    </message>
    <message>
        <source>Delete hand {0} and everything recorded in it?</source>
        <translation>删除第{0}副及其中记录的所有内容？</translation>
    </message>
    <message>
        <source>This win is scored under {0}. Start a session with these rules to record it.</source>
        <translation>这次和牌按{0}计分。请用这套规则新建牌局来记录它。</translation>
    </message>
    <message>
        <source>This file cannot be read ({0}): {1}</source>
        <translation>无法读取此文件（{0}）：{1}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>已导入“{0}”。</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>导出牌局</translation>
    </message>
    <message>
        <source>Could not write the file: {0}</source>
        <translation>无法写入文件：{0}</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>已导出到 {0}。</translation>
    </message>
    <message>
        <source>Import session</source>
        <translation>导入牌局</translation>
    </message>
    <message>
        <source>Ledger JSON (*.json)</source>
        <translation>账本 JSON (*.json)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>新建…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>副数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked copy</source>
        <translation>标记的副本</translation>
    </message>
    <message>
        <source>Created {0}</source>
        <translation>创建于 {0}</translation>
    </message>
    <message>
        <source>Created {0} · changed {1}</source>
        <translation>创建于 {0} · 修改于 {1}</translation>
    </message>
    <message>
        <source>Last changed {0}</source>
        <translation>最后修改于 {0}</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}：{1} → {2}</translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation>
            <numerusform>每副都按新玩法重新结算：%n 副有变化。</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals before and after:</source>
        <translation>前后总分：</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>更改玩法</translation>
    </message>
    <message>
        <source>The rules were not changed. Hand {0} cannot be settled under the new rules: {1}</source>
        <translation>玩法未更改。第{0}副无法按新玩法结算：{1}</translation>
    </message>
    <message>
        <source>The rules were not changed: {0}</source>
        <translation>玩法未更改：{0}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation>
            <numerusform>删除牌局“{0}”？其中已记 %n 副。此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Skip it, or import it as a marked copy? A marked copy is counted once in the club&apos;s statistics.</source>
        <translation>此牌局已在记分簿中，名为“{0}”。跳过，还是作为标记的副本导入？标记的副本在俱乐部统计中只计一次。</translation>
    </message>
    <message>
        <source>Import as a marked copy</source>
        <translation>作为标记的副本导入</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>A session&apos;s name is text of at most 200 characters.</source>
        <translation>牌局名称须为不超过 200 个字符的文字。</translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation>
            <numerusform>已打完的风圈：%n / {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation>
            <numerusform>已结束的副数：%n / {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The planned length is reached ({0}). Record more hands if the table plays on.</source>
        <translation>已达到预定局数（{0}）。如果继续打，可以接着记。</translation>
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
        <translation>封顶减少了{0}要付的钱；赢家按比例分得实付的钱。</translation>
    </message>
    <message>
        <source>Penalties paid to nobody go to the pot: {0}.</source>
        <translation>不付给任何人的罚分进公池：{0}。</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>谁也不用付钱。</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>公池</translation>
    </message>
    <message>
        <source>This session keeps no money. Set a stake a point with Edit… to see who pays whom at the end of the night.</source>
        <translation>本场不记钱。用“编辑…”设置每分金额，即可看到当晚谁付给谁。</translation>
    </message>
    <message>
        <source>the seat change before hand {0} ({1})</source>
        <translation>第{0}副前的换座（{1}）</translation>
    </message>
    <message>
        <source>Hands {0}–{1}</source>
        <translation>第{0}–{1}副</translation>
    </message>
    <message>
        <source>seats: {0}</source>
        <translation>座位：{0}</translation>
    </message>
    <message>
        <source>Delete this entry of hand {0}?
{1}</source>
        <translation>删除第{0}副的这条记录？
{1}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>删除记录</translation>
    </message>
    <message>
        <source>Open a session first.</source>
        <translation>请先打开一个场次。</translation>
    </message>
    <message>
        <source>Seats change between games: hand {0} is not over yet.</source>
        <translation>只能在两局之间换座：第{0}副还没有结束。</translation>
    </message>
    <message>
        <source>Seats change between games: {0} of this game&apos;s {1} hands are played.</source>
        <translation>只能在两局之间换座：本局{1}副只打了{0}副。</translation>
    </message>
    <message>
        <source>Seats change between games: the {0} round is not over yet.</source>
        <translation>只能在两局之间换座：{0}风圈还没有结束。</translation>
    </message>
    <message>
        <source>From hand {0} on: {1}.</source>
        <translation>从第{0}副起：{1}。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>已撤销：{0}。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>没有可重做的操作。</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>已重做：{0}。</translation>
    </message>
    <message>
        <source>the dealer here is {0}, not {1}</source>
        <translation>这里的庄家是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>the players still in here are {0}, not {1}</source>
        <translation>这里仍在场的是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>the prevailing wind here is {0}, not {1}</source>
        <translation>这里的圈风是 {0}，不是 {1}</translation>
    </message>
    <message>
        <source>In the calculator: {0}. In this session: {1}.</source>
        <translation>计算器：{0}；本牌局：{1}。</translation>
    </message>
    <message>
        <source>The difference: {0}.</source>
        <translation>不同之处：{0}。</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>副</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>和牌者</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>{0} 合计</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>{0} 和牌</translation>
    </message>
    <message>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>points</source>
        <translation>持分</translation>
    </message>
    <message>
        <source>rank points</source>
        <translation>标准分</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>每分金额</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>封顶</translation>
    </message>
    <message>
        <source>money</source>
        <translation>金额合计</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>付给</translation>
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
        <translation>正在导入 {0}…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV 表格 (*.csv)</translation>
    </message>
    <message>
        <source>CSV table, headings in this language (*.csv)</source>
        <translation>CSV 表格，表头用简体中文 (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Night&apos;s money</source>
        <translation>当晚结账</translation>
    </message>
    <message>
        <source>Saved the session as {0}.</source>
        <translation>牌局已保存为 {0}。</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>保存为 PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Search by player, name or date</source>
        <translation>按玩家、名称或日期搜索</translation>
    </message>
    <message>
        <source>Open scorebook…</source>
        <translation>打开记分本…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>玩家…</translation>
    </message>
    <message>
        <source>The club&apos;s players, kept across sessions</source>
        <translation>俱乐部的玩家，跨牌局保留</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the standings and the hands as a PDF to print</source>
        <translation>把排名和各副保存为 PDF 以便打印</translation>
    </message>
    <message>
        <source>Save session as PDF…</source>
        <translation>将牌局保存为 PDF…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Win… (W)</source>
        <translation>和牌… (W)</translation>
    </message>
    <message>
        <source>Kong… (K)</source>
        <translation>杠… (K)</translation>
    </message>
    <message>
        <source>Wall end… (E)</source>
        <translation>流局… (E)</translation>
    </message>
    <message>
        <source>Penalty… (P)</source>
        <translation>罚分… (P)</translation>
    </message>
    <message>
        <source>Drawn hand (D)</source>
        <translation>荒庄 (D)</translation>
    </message>
    <message>
        <source>Records the hand as drawn at once; Undo takes it back</source>
        <translation>立即把这一副记为荒庄；撤销可以收回</translation>
    </message>
    <message>
        <source>New hand (N)</source>
        <translation>新一副 (N)</translation>
    </message>
    <message>
        <source>Change seats…</source>
        <translation>换座位…</translation>
    </message>
    <message>
        <source>Between games: a player leaves and another sits down, or two swap seats</source>
        <translation>两局之间：一位玩家离开、另一位坐下，或两人交换座位</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>走势图</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>玩家屏幕</translation>
    </message>
    <message>
        <source>A second window for the table: the standings in large type, the dealer and the last hand, following the scorebook</source>
        <translation>给牌桌看的第二个窗口：大字显示排名、庄家和最近一副，随记分本更新</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>使用此玩法的所有牌局（按名字匹配玩家）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>The wall ran out: who is ready, not ready or a flower pig (查叫)</source>
        <translation>牌墙已摸完：谁听牌、谁未听牌、谁是花猪（查叫）</translation>
    </message>
    <message>
        <source>A hand that ends with a third winner or the wall&apos;s end starts the next one by itself</source>
        <translation>本副因第三家和牌或牌墙摸完而结束时，会自动开始下一副</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Change seats</source>
        <translation>换座位</translation>
    </message>
    <message>
        <source>From hand {0} on, these players sit in these seats. The hands played keep the names they were played with; each player&apos;s standing adds up every seat they held.</source>
        <translation>从第{0}副起，这些玩家坐这些座位。已打的牌局保留当时的名字；每位玩家的成绩把他坐过的每个座位加在一起。</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0} 号位：</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>每个座位都需要名字。</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>名字最多 {0} 个字符。</translation>
    </message>
    <message>
        <source>The four seats need four different names.</source>
        <translation>四个座位需要四个不同的名字。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>这些玩家已经坐在这些座位上。</translation>
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
        <translation>新建牌局</translation>
    </message>
    <message>
        <source>e.g. Friday club</source>
        <translation>例如 周五麻将会</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
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
        <translation>圈风：</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>玩家（按座位顺序）</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>玩家 {0}</translation>
    </message>
    <message>
        <source>Type a name or pick one of the club&apos;s players</source>
        <translation>输入名字，或从俱乐部的玩家中选择</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>{0} 号位：</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0} 号位</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>首副庄家：</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金钱</translation>
    </message>
    <message>
        <source>No money</source>
        <translation>不记钱</translation>
    </message>
    <message>
        <source>Stake a point:</source>
        <translation>每分金额：</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>不封顶</translation>
    </message>
    <message>
        <source>The most a player pays in the night; the winners share what the losers pay</source>
        <translation>每人一晚最多付的钱；赢家按比例分得输家实付的钱</translation>
    </message>
    <message>
        <source>Cap a night:</source>
        <translation>每晚封顶：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Two seats have the same name ({0}): give each player a name of their own.</source>
        <translation>有两个座位的名字相同（{0}）：请给每位玩家不同的名字。</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Play</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Move along your hand</source>
        <translation>在手牌中移动</translation>
    </message>
    <message>
        <source>Discard the chosen tile (while exchanging: pick it or put it back)</source>
        <translation>打出选中的牌(换牌时:选中或放回)</translation>
    </message>
    <message>
        <source>Pass the three chosen tiles</source>
        <translation>交出选中的三张牌</translation>
    </message>
    <message>
        <source>Choose characters, dots or bamboo as your void suit</source>
        <translation>选万、筒或条为缺门</translation>
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
        <translation>杠</translation>
    </message>
    <message>
        <source>Chow (several chows: a list to choose from)</source>
        <translation>吃(有几种吃法时:从列表中选)</translation>
    </message>
    <message>
        <source>Pass (let the discard go)</source>
        <translation>过(放过这张弃牌)</translation>
    </message>
    <message>
        <source>In the list of chows: take that chow</source>
        <translation>在吃牌列表中:选那一种吃法</translation>
    </message>
    <message>
        <source>In the list of chows: take the marked chow, or close the list</source>
        <translation>在吃牌列表中:选标记的吃法,或关闭列表</translation>
    </message>
    <message>
        <source>Hint: what the teacher would do</source>
        <translation>提示:老师会怎么做</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>悔回上一步(练习对局)</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>记分簿</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>记录和牌</translation>
    </message>
    <message>
        <source>Record a kong</source>
        <translation>记录杠</translation>
    </message>
    <message>
        <source>Record the wall&apos;s end</source>
        <translation>记录牌墙摸完</translation>
    </message>
    <message>
        <source>Record a penalty</source>
        <translation>记录罚分</translation>
    </message>
    <message>
        <source>Record a drawn hand</source>
        <translation>记录流局</translation>
    </message>
    <message>
        <source>Start a new hand</source>
        <translation>开始新的一局</translation>
    </message>
    <message>
        <source>Delete the chosen row</source>
        <translation>删除选中的行</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
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
        <translation>第一步或最后一步</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>播放或暂停</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>Back or forward</source>
        <translation>后退或前进</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>搜索页面</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>计算器</translation>
    </message>
    <message>
        <source>Copy the result</source>
        <translation>复制结果</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>菜单</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wall: {0}</source>
        <translation>牌墙：{0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>第{0}副</translation>
    </message>
    <message>
        <source>Bonus tile (set aside)</source>
        <translation>花牌（已亮出）</translation>
    </message>
    <message>
        <source>Won on this tile (set aside)</source>
        <translation>以这张牌和牌（放在一旁）</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>圈风：{0}</translation>
    </message>
    <message>
        <source>(+{0} in the dead wall)</source>
        <translation>（另留牌尾 {0} 张）</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>{0} 号位</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>void: {0}</source>
        <translation>缺{0}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>已和</translation>
    </message>
    <message>
        <source>won ×{0}</source>
        <translation>已和 ×{0}</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}</source>
        <translation>打出 {0} 即听牌。和张：{1}。未见共 {2} 张</translation>
    </message>
    <message>
        <source>You are ready. Winning tiles: {0}. Unseen in all: {1}</source>
        <translation>你已听牌。和张：{0}。未见共 {1} 张</translation>
    </message>
    <message>
        <source>Danger (1: no sign that it is safe): {0}</source>
        <translation>危险度（1：没有任何安全迹象）：{0}</translation>
    </message>
    <message>
        <source>If you pass this win, then until your next tile from the wall you may win on another player&apos;s tile only when it pays more than this one.</source>
        <translation>若放弃这次和牌，在你下次从牌墙摸牌前，别人打出的牌只有分值比这次更大时才能和（顺和限制）。</translation>
    </message>
    <message>
        <source>If you pass, you may not pong {0} again before your next draw.</source>
        <translation>若放弃碰牌，在你下次摸牌前不能再碰 {0}（顺碰限制）。</translation>
    </message>
    <message>
        <source>You passed up a win: until your next tile from the wall you may win on another player&apos;s tile only when it pays more than {0}.</source>
        <translation>你放弃了和牌：在下次从牌墙摸牌前，别人打出的牌只有得分超过 {0} 时才能和（顺和限制）。</translation>
    </message>
    <message>
        <source>You passed a pong: no pong of {0} before your next draw.</source>
        <translation>你放弃了碰牌：下次摸牌前不能再碰 {0}（顺碰限制）。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you still hold {0} of your void suit: with them you can neither win nor be ready.</source>
        <translation>牌墙快摸完了，你还拿着定缺花色的 {0}：有它们就既不能和也不能听牌。</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you are not ready: at the wall&apos;s end you pay every ready player (查叫).</source>
        <translation>牌墙快摸完了，你还未听牌：荒庄时要赔给每位听牌者（查叫）。</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Plain win</source>
        <translation>平和</translation>
    </message>
    <message>
        <source>All pongs</source>
        <translation>大对</translation>
    </message>
    <message>
        <source>Pure one suit</source>
        <translation>清一色</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <source>Dragon seven pairs</source>
        <translation>龙七对</translation>
    </message>
    <message>
        <source>Golden hook</source>
        <translation>金钩钓</translation>
    </message>
    <message>
        <source>Terminals in all sets</source>
        <translation>带幺九</translation>
    </message>
    <message>
        <source>2-5-8 pongs</source>
        <translation>将对</translation>
    </message>
    <message>
        <source>Eighteen arhats</source>
        <translation>十八罗汉</translation>
    </message>
    <message>
        <source>Pure all pongs</source>
        <translation>清对</translation>
    </message>
    <message>
        <source>Pure seven pairs</source>
        <translation>清七对</translation>
    </message>
    <message>
        <source>Pure dragon seven pairs</source>
        <translation>清龙七对</translation>
    </message>
    <message>
        <source>Pure golden hook</source>
        <translation>清金钩钓</translation>
    </message>
    <message>
        <source>Pure terminals</source>
        <translation>清带幺九</translation>
    </message>
    <message>
        <source>Pure eighteen arhats</source>
        <translation>清十八罗汉</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>根</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>杠上炮</translation>
    </message>
    <message>
        <source>Robbing the kong</source>
        <translation>抢杠</translation>
    </message>
    <message>
        <source>Last tile drawn</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <source>Last tile discarded</source>
        <translation>妙手回春</translation>
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
        <translation>门前清</translation>
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
        <translation>门风</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>圈风</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>无花</translation>
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
        <translation>岭上开花</translation>
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
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>十八罗汉</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>点炮和</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>自摸和</translation>
    </message>
    <message>
        <source>Win robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <source>Kong bloom, paid by the kong&apos;s feeder</source>
        <translation>杠上开花（点杠者付）</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>点杠</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <source>Kong money returned (kong discard)</source>
        <translation>退杠分（杠上炮）</translation>
    </message>
    <message>
        <source>Kong money passed to the winner (call transfer)</source>
        <translation>杠钱转给胡牌者（呼叫转移）</translation>
    </message>
    <message>
        <source>Kong money returned (not ready)</source>
        <translation>退杠分（未听牌）</translation>
    </message>
    <message>
        <source>Not ready pays a ready hand</source>
        <translation>查叫（未听牌赔听牌）</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>花猪</translation>
    </message>
    <message>
        <source>Flower pig penalty</source>
        <translation>花猪罚分</translation>
    </message>
    <message>
        <source>False win penalty</source>
        <translation>诈和罚分</translation>
    </message>
    <message>
        <source>×2 discarder</source>
        <extracomment>why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).</extracomment>
        <translation>点炮者×2</translation>
    </message>
    <message>
        <source>×2 self-draw</source>
        <translation>自摸×2</translation>
    </message>
    <message>
        <source>×2 East pays</source>
        <translation>东家付×2</translation>
    </message>
    <message>
        <source>×2 East wins</source>
        <translation>东家和×2</translation>
    </message>
    <message>
        <source>MIL Bloody Mahjong</source>
        <translation>MIL 血战麻将</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>mahjchina 四川血战</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>四川血战（竞技规则）</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>雀魂 赤血之战</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>港式麻将·新式（点炮者付）</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>港式麻将·传统（三家付）</translation>
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
        <translation>竞技规则</translation>
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
        <translation>香港传统</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>万</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>饼</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>条</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>入门</translation>
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
        <translation>简单</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>First legal move</source>
        <translation>首个合法操作</translation>
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
        <translation>三家已和牌。</translation>
    </message>
    <message>
        <source>A win ends the hand.</source>
        <translation>有人和牌，本副结束。</translation>
    </message>
    <message>
        <source>The wall is empty.</source>
        <translation>牌墙已摸完。</translation>
    </message>
    <message>
        <source>A score fell below zero: the match ends.</source>
        <translation>有人分数跌破零：对局结束。</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>封顶</translation>
    </message>
    <message>
        <source>Roots capped at 8, then events double</source>
        <translation>含根封顶 8，事件另行翻倍</translation>
    </message>
    <message>
        <source>Events inside the same cap of 8</source>
        <translation>事件一并计入 8 封顶</translation>
    </message>
    <message>
        <source>Kong money refunded by</source>
        <translation>退杠分者</translation>
    </message>
    <message>
        <source>Players not ready</source>
        <translation>未听牌者</translation>
    </message>
    <message>
        <source>Every player still in</source>
        <translation>所有未和者</translation>
    </message>
    <message>
        <source>Refunds go to</source>
        <translation>退还给</translation>
    </message>
    <message>
        <source>Payers still in the hand</source>
        <translation>仍未和的原付分者</translation>
    </message>
    <message>
        <source>All original payers</source>
        <translation>全部原付分者</translation>
    </message>
    <message>
        <source>A flower pig pays</source>
        <translation>花猪赔付给</translation>
    </message>
    <message>
        <source>Players still in who are not pigs</source>
        <translation>仍未和且非花猪者</translation>
    </message>
    <message>
        <source>Every other player</source>
        <translation>所有其他玩家</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>每局副数</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>起和</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>满贯</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>花牌</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>对局长度</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东</translation>
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
        <translation>发财</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>红中</translation>
    </message>
    <message>
        <source>Minimum {0} faan</source>
        <translation>{0} 番起和</translation>
    </message>
    <message>
        <source>Limit {0} faan</source>
        <translation>{0} 番满贯</translation>
    </message>
    <message>
        <source>Bonus tiles count toward the minimum</source>
        <translation>花番计入起和番数</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>花番不计入起和番数</translation>
    </message>
    <message>
        <source>One wind round (East)</source>
        <translation>一圈（东风圈）</translation>
    </message>
    <message>
        <source>A full game (four wind rounds)</source>
        <translation>打满四圈</translation>
    </message>
    <message>
        <source>{0} wind rounds</source>
        <translation>{0} 圈</translation>
    </message>
    <message>
        <source>{0} Characters</source>
        <extracomment>a suited tile by its rank and suit (&quot;5 Dots&quot;); Chinese and Japanese write &quot;5饼&quot;, &quot;5筒&quot;.</extracomment>
        <translation>{0}万</translation>
    </message>
    <message>
        <source>{0} Dots</source>
        <translation>{0}饼</translation>
    </message>
    <message>
        <source>{0} Bamboo</source>
        <translation>{0}条</translation>
    </message>
    <message>
        <source>Plum</source>
        <extracomment>the bonus tiles by rank (docs/rules.md §1): flowers 1-4, seasons 5-8.</extracomment>
        <translation>梅</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>兰</translation>
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
        <translation>还没有牌。</translation>
    </message>
    <message>
        <source>Unknown letter: tiles are written as digits followed by m, p or s.</source>
        <translation>无法识别的字母：牌的写法是数字后接 m、p 或 s。</translation>
    </message>
    <message>
        <source>There is no tile of rank 0.</source>
        <translation>没有点数为 0 的牌。</translation>
    </message>
    <message>
        <source>That tile does not exist.</source>
        <translation>没有这张牌。</translation>
    </message>
    <message>
        <source>Some digits have no suit letter after them.</source>
        <translation>有些数字后面缺少花色字母。</translation>
    </message>
    <message>
        <source>Too many copies of a tile: there are only four.</source>
        <translation>同一张牌太多：每种只有四张。</translation>
    </message>
    <message>
        <source>A bonus tile appears twice.</source>
        <translation>同一张花牌出现了两次。</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>和牌张数不对：需要 14 张（杠按 3 张计）。</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>花牌需与手牌分开。</translation>
    </message>
    <message>
        <source>A meld is written like pong:5m or ankong:9s.</source>
        <translation>副露的写法如 pong:5m 或 ankong:9s。</translation>
    </message>
    <message>
        <source>The void suit is characters, dots or bamboo.</source>
        <translation>定缺花色只能是万、饼或条。</translation>
    </message>
    <message>
        <source>Sichuan hands use only characters, dots and bamboo.</source>
        <translation>四川麻将只用万、饼、条三种牌。</translation>
    </message>
    <message>
        <source>The winner must be among the seats still in.</source>
        <translation>和牌者必须是仍在场的玩家。</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>请选择点炮者。</translation>
    </message>
    <message>
        <source>The winner cannot have discarded the winning tile.</source>
        <translation>和牌者不能是点炮者。</translation>
    </message>
    <message>
        <source>The discarder must be among the seats still in.</source>
        <translation>点炮者必须是仍在场的玩家。</translation>
    </message>
    <message>
        <source>When a kong is robbed, the other three copies are in that kong: the winner cannot hold another.</source>
        <translation>抢杠时，其余三张都在被抢的杠里：和牌者手中不可能还有这张牌。</translation>
    </message>
    <message>
        <source>These events cannot happen with this kind of win.</source>
        <translation>这种和牌方式不可能出现这些情况。</translation>
    </message>
    <message>
        <source>Nobody else is still in to pay.</source>
        <translation>没有其他仍在场的玩家可以付分。</translation>
    </message>
    <message>
        <source>Seats are numbered 0 to 3.</source>
        <translation>座位编号为 0 到 3。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>不是和牌牌型：需要四组面子加一对将，或七对。</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or thirteen orphans.</source>
        <translation>不是和牌牌型：需要四组面子加一对将，或十三幺。</translation>
    </message>
    <message>
        <source>The hand still holds a tile of its void suit, so it cannot win.</source>
        <translation>手中仍有定缺花色的牌，不能和牌。</translation>
    </message>
    <message>
        <source>The hand uses all three suits: a Sichuan win has at most two.</source>
        <translation>手牌含有三种花色：四川麻将和牌最多只能有两种。</translation>
    </message>
    <message>
        <source>Below the Hong Kong minimum: the hand has too few faan to win.</source>
        <translation>未达港式麻将起和番数：番数不足，不能和牌。</translation>
    </message>
    <message>
        <source>Not ready: no tile completes this hand.</source>
        <translation>未听牌：没有任何牌能让这手牌和牌。</translation>
    </message>
    <message>
        <source>no winning shape</source>
        <translation>非和牌牌型</translation>
    </message>
    <message>
        <source>holds its void suit</source>
        <translation>留有缺门牌</translation>
    </message>
    <message>
        <source>three suits</source>
        <translation>三种花色</translation>
    </message>
    <message>
        <source>below the minimum</source>
        <translation>番数不足</translation>
    </message>
    <message>
        <source>That player has already won in this hand.</source>
        <translation>该玩家本副已和牌。</translation>
    </message>
    <message>
        <source>The discarder has already won in this hand and cannot discard.</source>
        <translation>点炮者本副已和牌，不能再打牌。</translation>
    </message>
    <message>
        <source>That player has a dead hand and cannot win.</source>
        <translation>该玩家已成相公，不能和牌。</translation>
    </message>
    <message>
        <source>This hand is already over (three winners or the wall&apos;s end).</source>
        <translation>本副已结束（已有三家和牌或已流局）。</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero, or every hand has been played.</source>
        <translation>对局已结束：有人分数跌破零，或所有副已打完。</translation>
    </message>
    <message>
        <source>Give the winning hand or its value.</source>
        <translation>请填写和牌的手牌或其分值。</translation>
    </message>
    <message>
        <source>The value is not allowed for these rules.</source>
        <translation>这套规则不允许该分值。</translation>
    </message>
    <message>
        <source>The wall&apos;s end needs every player still in the hand.</source>
        <translation>流局记录须包含所有仍在场的玩家。</translation>
    </message>
    <message>
        <source>These rules have no such penalty.</source>
        <translation>这套规则没有这种罚分。</translation>
    </message>
    <message>
        <source>Choose ready, not ready or flower pig.</source>
        <translation>请选择听牌、未听牌或花猪。</translation>
    </message>
    <message>
        <source>A hand is written like 123m456p55s.</source>
        <translation>手牌的写法如 123m456p55s。</translation>
    </message>
    <message>
        <source>The scorebook was written by a newer version of the app.</source>
        <translation>该记分本由更新版本的程序写入，无法读取。</translation>
    </message>
    <message>
        <source>That file is not a scorebook.</source>
        <translation>该文件不是记分本。</translation>
    </message>
    <message>
        <source>That file is not a scorebook session.</source>
        <translation>该文件不是记分本牌局。</translation>
    </message>
    <message>
        <source>Unknown rule profile.</source>
        <translation>未知的玩法。</translation>
    </message>
    <message>
        <source>Take the win.</source>
        <translation>直接和牌。</translation>
    </message>
    <message>
        <source>Pass this small win: a bigger one is likely.</source>
        <translation>放过这次小和：很可能和更大的。</translation>
    </message>
    <message>
        <source>Pass on three tiles of your weakest suit.</source>
        <translation>换出最弱花色的三张牌。</translation>
    </message>
    <message>
        <source>Give up the suit that helps your hand least.</source>
        <translation>定缺对手牌用处最小的那门花色。</translation>
    </message>
    <message>
        <source>Give up this suit to keep a valuable hand.</source>
        <translation>定缺这门花色，保住一手大牌。</translation>
    </message>
    <message>
        <source>Void-suit tiles must go first.</source>
        <translation>定缺花色的牌必须先打出。</translation>
    </message>
    <message>
        <source>This keeps your hand closest to ready.</source>
        <translation>这样离听牌最近。</translation>
    </message>
    <message>
        <source>This leaves the most tiles that improve your hand.</source>
        <translation>这样有效进张最多。</translation>
    </message>
    <message>
        <source>This leaves the best wait: the most winning tiles times their value.</source>
        <translation>这样听牌最好：可和张数乘分值最大。</translation>
    </message>
    <message>
        <source>This keeps the hand worth more.</source>
        <translation>这样手牌分值更高。</translation>
    </message>
    <message>
        <source>Someone looks ready: this tile is the safest to throw.</source>
        <translation>有人似乎已听牌：这张牌打出最安全。</translation>
    </message>
    <message>
        <source>A close call, settled by simulating the rest of the hand.</source>
        <translation>几个选择难分高下，模拟本副余下的进程后选定。</translation>
    </message>
    <message>
        <source>Declare the kong: kong money, and your hand keeps its shape.</source>
        <translation>开杠：能拿杠分，牌型也不受影响。</translation>
    </message>
    <message>
        <source>Pong: it brings your hand closer to ready.</source>
        <translation>碰：离听牌更近一步。</translation>
    </message>
    <message>
        <source>Pong: it builds toward a more valuable hand.</source>
        <translation>碰：有助于做成更大的牌。</translation>
    </message>
    <message>
        <source>Pass: claiming would not help your hand.</source>
        <translation>过：碰或杠这张牌对手牌没有帮助。</translation>
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
        <translation>牌型价值</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>防守</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>鸣牌或过</translation>
    </message>
    <message>
        <source>The void suit</source>
        <translation>定缺</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>换三张</translation>
    </message>
    <message>
        <source>Passing a win</source>
        <translation>过胡</translation>
    </message>
    <message>
        <source>The wall&apos;s end</source>
        <translation>牌墙将尽</translation>
    </message>
    <message>
        <source>Tiles from ready: {0} after your choice, {1} after the best.</source>
        <translation>向听数：你的选择后为 {0}，最佳选择后为 {1}。</translation>
    </message>
    <message>
        <source>Unseen tiles that improve the hand: {0} after your choice, {1} after the best.</source>
        <translation>进张（未见）：你的选择后 {0} 张，最佳选择后 {1} 张。</translation>
    </message>
    <message>
        <source>Waits after your choice: {0}. After the best: {1}.</source>
        <translation>你的选择后听：{0}。最佳选择后听：{1}。</translation>
    </message>
    <message>
        <source>{0} looks ready ({1}): your tile would win for them {2} of the time, the best {3}.</source>
        <translation>{0} 看似听牌（{1}）：你的牌放铳几率 {2}，最佳选择为 {3}。</translation>
    </message>
    <message>
        <source>Tiles left in the wall: {0}.</source>
        <translation>牌墙剩余：{0} 张。</translation>
    </message>
    <message>
        <source>A kong is paid for at once: declaring or declining it moves that money.</source>
        <translation>杠立即结算：开杠与否会改变这笔钱。</translation>
    </message>
    <message>
        <source>A win was on offer and you let it go.</source>
        <translation>可以和牌，但你放过了。</translation>
    </message>
    <message>
        <source>Taking this win was worth less than playing on.</source>
        <translation>此时和牌不如继续打划算。</translation>
    </message>
    <message>
        <source>Void suit: you chose {0}, the best is {1}.</source>
        <translation>定缺：你选了{0}，最佳是{1}。</translation>
    </message>
    <message>
        <source>Tiles passed: yours {0}, the best {1}.</source>
        <translation>换出的牌：你的是{0}，最佳是{1}。</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0}（未见 {1} 张，值 {2}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A bonus tile is written 1f to 8f.</source>
        <translation>花牌写作 1f 到 8f。</translation>
    </message>
    <message>
        <source>The cap on a hand&apos;s money is not a valid amount.</source>
        <translation>每局金额的封顶不是有效的金额。</translation>
    </message>
    <message>
        <source>That drill cannot be kept in the drills file.</source>
        <translation>该练习无法保存到练习文件中。</translation>
    </message>
    <message>
        <source>A field of the rule set has a value of the wrong kind or size.</source>
        <translation>规则中某一项的值类型或大小不对。</translation>
    </message>
    <message>
        <source>The review&apos;s numbers do not add up, so it was not kept.</source>
        <translation>复盘的数字对不上，因此没有保存。</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>该文件不是有效的 JSON。</translation>
    </message>
    <message>
        <source>Drill levels are 1 to 4.</source>
        <translation>练习等级为 1 到 4。</translation>
    </message>
    <message>
        <source>The game&apos;s record does not start with a hand.</source>
        <translation>对局记录没有以一局牌开始。</translation>
    </message>
    <message>
        <source>A name is text of at most 200 characters.</source>
        <translation>名称须为不超过 200 个字符的文字。</translation>
    </message>
    <message>
        <source>A rule option has a value it does not take.</source>
        <translation>某个规则选项的取值不被允许。</translation>
    </message>
    <message>
        <source>The drill&apos;s question is damaged.</source>
        <translation>练习的题目已损坏。</translation>
    </message>
    <message>
        <source>That answer does not fit the question.</source>
        <translation>该答案与题目不符。</translation>
    </message>
    <message>
        <source>A stored record is damaged.</source>
        <translation>一条已保存的记录已损坏。</translation>
    </message>
    <message>
        <source>The game&apos;s rules or options are unknown.</source>
        <translation>对局的规则或选项未知。</translation>
    </message>
    <message>
        <source>A drill&apos;s number is a whole number from 0.</source>
        <translation>练习编号须为从 0 开始的整数。</translation>
    </message>
    <message>
        <source>The stake is not a valid amount of money.</source>
        <translation>底注不是有效的金额。</translation>
    </message>
    <message>
        <source>The money totals do not add up.</source>
        <translation>金额合计对不上。</translation>
    </message>
    <message>
        <source>The game&apos;s wall is not a valid set of tiles.</source>
        <translation>对局的牌墙不是一组有效的牌。</translation>
    </message>
    <message>
        <source>Winds are East, South, West or North.</source>
        <translation>风位只能是东、南、西或北。</translation>
    </message>
    <message>
        <source>The file is busy: another program is writing it. Try again in a moment.</source>
        <translation>文件正忙：另一个程序正在写入。请稍后再试。</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>无法打开该文件。</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>无法写入该文件。</translation>
    </message>
    <message>
        <source>It was changed in another window or program.</source>
        <translation>它已在另一个窗口或程序中被修改。</translation>
    </message>
    <message>
        <source>The file was changed after it was saved.</source>
        <translation>该文件在保存后被修改过。</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>该文件已损坏。</translation>
    </message>
    <message>
        <source>A self-drawn win has no discarder.</source>
        <translation>自摸和没有点炮者。</translation>
    </message>
    <message>
        <source>This session is already in the scorebook.</source>
        <translation>该牌局已在记分本中。</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>该文件就是记分本本身：请选择其他文件。</translation>
    </message>
    <message>
        <source>A hand&apos;s rules differ from the file&apos;s.</source>
        <translation>某一局的规则与文件的规则不同。</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>记录中有规则不允许的行动。</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>该对局正在另一个窗口中进行。</translation>
    </message>
    <message>
        <source>This kind of drill does not exist in these rules.</source>
        <translation>此玩法中没有这类练习。</translation>
    </message>
    <message>
        <source>The record does not follow from its own moves.</source>
        <translation>记录与其自身的行动不一致。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the app.</source>
        <translation>该文件由更新版本的程序写入。</translation>
    </message>
    <message>
        <source>That drill is no longer in the drills file.</source>
        <translation>该练习已不在练习文件中。</translation>
    </message>
    <message>
        <source>No drill could be made from this number.</source>
        <translation>无法用此编号生成练习。</translation>
    </message>
    <message>
        <source>That hand or entry is no longer in the session.</source>
        <translation>这副牌或这条记录已不在这个牌局里。</translation>
    </message>
    <message>
        <source>That session is no longer in the scorebook.</source>
        <translation>该牌局已不在记分本中。</translation>
    </message>
    <message>
        <source>That is not a regular file.</source>
        <translation>那不是普通文件。</translation>
    </message>
    <message>
        <source>That file is not a saved game.</source>
        <translation>该文件不是已保存的对局。</translation>
    </message>
    <message>
        <source>The hand is not a win.</source>
        <translation>这手牌没有和牌。</translation>
    </message>
    <message>
        <source>Seats change between games: this game is still being played.</source>
        <translation>只能在两局之间换座：这一局还在进行。</translation>
    </message>
    <message>
        <source>That file is not a rule set.</source>
        <translation>该文件不是规则文件。</translation>
    </message>
    <message>
        <source>The file holds a number that is too long.</source>
        <translation>文件中有过长的数字。</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>这些玩家已经坐在这些座位上。</translation>
    </message>
    <message>
        <source>The file is too big.</source>
        <translation>文件太大。</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>文件嵌套层级过深。</translation>
    </message>
    <message>
        <source>The file is cut short.</source>
        <translation>文件不完整。</translation>
    </message>
    <message>
        <source>There is no such kind of drill.</source>
        <translation>没有这种练习。</translation>
    </message>
    <message>
        <source>The rule set has a field these rules do not know.</source>
        <translation>规则中有一项这些规则不认识。</translation>
    </message>
    <message>
        <source>These rules have no such option.</source>
        <translation>此玩法没有该选项。</translation>
    </message>
    <message>
        <source>The file&apos;s format version is unknown.</source>
        <translation>文件的格式版本未知。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>无法读取该文件。</translation>
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
        <translation>{0}：还有 {1} 张未见</translation>
    </message>
</context>
</TS>
