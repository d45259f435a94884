<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
<context>
    <name>Areas</name>
    <message>
        <source>Play</source>
        <translation>Chơi</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Chơi với máy</translation>
    </message>
    <message>
        <source>Sit down at a table with three computer opponents and play a full game under any of the six rule profiles.</source>
        <translation>Ngồi vào bàn cùng ba đối thủ do máy điều khiển và chơi trọn một trận theo bất kỳ bộ luật nào trong sáu bộ luật.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Tính điểm</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>Tính điểm tay bài</translation>
    </message>
    <message>
        <source>Enter a hand and the situation it was won in, then see every scoring pattern, the total value and who pays whom.</source>
        <translation>Nhập một tay bài cùng hoàn cảnh ù bài, rồi xem mọi tổ hợp tính điểm, tổng số điểm và ai trả cho ai.</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>Sổ điểm</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>Ghi lại từng ván chơi ở bàn thật. Các khoản thanh toán và bảng xếp hạng được lưu trong cơ sở dữ liệu trên máy và có thể xuất ra.</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Học</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Học chơi</translation>
    </message>
    <message>
        <source>How to play and score each ruleset, step by step, with worked examples, a comparison, a glossary and answers to common questions.</source>
        <translation>Cách chơi và tính điểm từng bộ luật, từng bước một, kèm ví dụ tính sẵn, bảng so sánh, bảng thuật ngữ và lời đáp cho các câu hỏi thường gặp.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Short exercises made by the engine: which tile to discard, what a hand waits on, what it is worth, who pays at the wall&apos;s end. Wrong answers come back sooner.</source>
        <translation>Những bài tập ngắn do bộ máy luật tạo ra: bỏ quân nào, tay bài chờ quân gì, đáng giá bao nhiêu, ai trả cho ai khi hết tường. Câu trả lời sai sẽ quay lại sớm hơn.</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina: nhà cái tự mò ù thường (ví dụ 1)</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina: pong toàn bộ tự mò (ví dụ 2)</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL: thuần một chất sau khi có người ù rời ván (ví dụ 3)</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>Mahjong Soul: tự mò 1 han (ví dụ 6)</translation>
    </message>
    <message>
        <source>Competition: pure all pongs, 3 fan (example 7)</source>
        <translation>Thi đấu: pong toàn bộ một chất, 3 fan (ví dụ 7)</translation>
    </message>
    <message>
        <source>MIL: dragon seven pairs on a discard</source>
        <translation>MIL: bảy đôi rồng, ù quân bỏ</translation>
    </message>
    <message>
        <source>mahjchina: golden hook on a kong bloom</source>
        <translation>mahjchina: câu vàng, kong nở hoa</translation>
    </message>
    <message>
        <source>Mahjong Soul: eighteen arhats</source>
        <translation>Mahjong Soul: Mười tám La Hán</translation>
    </message>
    <message>
        <source>Hong Kong Modern: South wins 5 faan on West&apos;s discard</source>
        <translation>Hồng Kông hiện đại: nhà Nam ù 5 faan quân bỏ của nhà Tây</translation>
    </message>
    <message>
        <source>Hong Kong Classical: South self-draws 5 faan</source>
        <translation>Hồng Kông cổ điển: nhà Nam tự mò 5 faan</translation>
    </message>
    <message>
        <source>Click to remove; shift-click to make it the winning tile</source>
        <translation>Nhấp để bỏ; Shift+nhấp để chọn làm quân ù</translation>
    </message>
    <message>
        <source>Enter a hand: click the tiles above, or type it (e.g. 123456m234p789p55m). The last tile is the winning tile.</source>
        <translation>Nhập tay bài: nhấp vào các quân ở trên, hoặc gõ vào (ví dụ 123456m234p789p55m). Quân cuối cùng là quân ù.</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>Hãy nhập một tay bài ù trước</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <extracomment>a player&apos;s name, who deals this hand (&quot;An (dealer)&quot;)</extracomment>
        <translation>%1 (nhà cái)</translation>
    </message>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation>
            <numerusform>Số quân đã nhập: %n. Ù cần 14 quân, còn 13 quân thì xem được các quân chờ (một kong tính là 3).</numerusform>
        </translation>
    </message>
    <message>
        <source>limit</source>
        <translation>tối đa</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Tổ hợp</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Người trả</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Người nhận</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Số điểm</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a player&apos;s name and their seat wind (&quot;Bình (South)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Quân chờ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>Tổ hợp</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>Thay đổi điểm</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Ví dụ</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Sao chép</translation>
    </message>
    <message>
        <source>Send to scorebook</source>
        <translation>Gửi vào sổ điểm</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Tay bài:</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>ví dụ 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Tiles (click to add)</source>
        <translation>Quân bài (nhấp để thêm)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Tay bài</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Kong trực tiếp</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>Kong bổ sung</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong kín</translation>
    </message>
    <message>
        <source>Your hand (the highlighted tile is the winning tile)</source>
        <translation>Tay bài của bạn (quân được tô sáng là quân ù)</translation>
    </message>
    <message>
        <source>Click a tile to remove it, shift-click to make it the winning tile. Melds: choose a kind, then a tile.</source>
        <translation>Nhấp vào một quân để bỏ, Shift+nhấp để chọn làm quân ù. Bộ: chọn loại, rồi chọn quân.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Hoàn cảnh ù</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Tự mò</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Người ù:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Nhà cái:</translation>
    </message>
    <message>
        <source>Still in:</source>
        <translation>Còn chơi:</translation>
    </message>
    <message>
        <source>Void suit:</source>
        <translation>Chất khuyết:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Tự động</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>Kong nở hoa</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on Bình&apos;s discard</source>
        <translation>mahjchina: cùng tay bài, ù quân bỏ của Bình</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with Dũng already out</source>
        <translation>mahjchina: tự mò khi Dũng đã rời ván</translation>
    </message>
    <message>
        <source>“%1” (character %2) is not a tile letter: write digits followed by m, p or s (z for honours, f for bonus tiles).</source>
        <translation>“%1” (ký tự thứ %2) không phải chữ của quân bài: hãy viết chữ số rồi đến m, p hoặc s (z cho quân chữ, f cho hoa).</translation>
    </message>
    <message>
        <source>“%1” (character %2) has no digit before it: write 5m, not m5.</source>
        <translation>“%1” (ký tự thứ %2) không có chữ số đứng trước: hãy viết 5m, không phải m5.</translation>
    </message>
    <message>
        <source>The digits at character %2 have no suit letter after them (m, p or s).</source>
        <translation>Các chữ số ở ký tự thứ %2 không có chữ chất theo sau (m, p hoặc s).</translation>
    </message>
    <message>
        <source>There is no tile of rank 0 (character %2).</source>
        <translation>Không có quân nào hạng 0 (ký tự thứ %2).</translation>
    </message>
    <message>
        <source>There is no tile %1 (character %2).</source>
        <translation>Không có quân %1 (ký tự thứ %2).</translation>
    </message>
    <message>
        <source>Too many %1: there are only four of each tile.</source>
        <translation>Quá nhiều quân %1: mỗi quân chỉ có bốn.</translation>
    </message>
    <message>
        <source>%1 appears twice: there is one of each bonus tile.</source>
        <translation>%1 xuất hiện hai lần: mỗi quân hoa chỉ có một.</translation>
    </message>
    <message>
        <source>“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m or chow:3m.</source>
        <translation>“%1” không phải là bộ: hãy viết pong:5m, kong:5m, addkong:5m, ankong:5m hoặc chow:3m.</translation>
    </message>
    <message>
        <source>“%1” must name one suit or honour tile, as in pong:5m.</source>
        <translation>“%1” phải ghi đúng một quân số hoặc quân chữ, như pong:5m.</translation>
    </message>
    <message>
        <source>There is no %1: a chow is three tiles in a row of one suit, written by its lowest tile, 1 to 7 (chow:7m is 7-8-9).</source>
        <translation>Không có %1: ăn là ba quân liên tiếp cùng chất, ghi bằng quân thấp nhất, từ 1 đến 7 (chow:7m là 7-8-9).</translation>
    </message>
    <message>
        <source>The hand text is too long: at most %1 characters are read.</source>
        <translation>Chuỗi tay bài quá dài: chỉ đọc tối đa %1 ký tự.</translation>
    </message>
    <message>
        <source>%1 is an honour tile: %2 is played with characters, dots and bamboo only.</source>
        <translation>%1 là quân chữ: %2 chỉ chơi với vạn, ống và sách.</translation>
    </message>
    <message>
        <source>%2 has no chows: %1 cannot be declared.</source>
        <translation>%2 không ăn: không thể khai %1.</translation>
    </message>
    <message>
        <source>%2 has no bonus tiles: %1 cannot be added.</source>
        <translation>%2 không có hoa: không thể thêm %1.</translation>
    </message>
    <message>
        <source>A hand has at most 14 tiles (a kong counts as 3); this one would have more. Remove a tile first.</source>
        <translation>Một tay bài có tối đa 14 quân (một kong tính là 3); thêm nữa sẽ vượt quá. Hãy bỏ bớt một quân trước.</translation>
    </message>
    <message>
        <source>The hand text has an error: correct it or clear it before adding or removing tiles.</source>
        <translation>Chuỗi tay bài đang có lỗi: hãy sửa hoặc xóa nó trước khi thêm hay bỏ quân.</translation>
    </message>
    <message>
        <source>No %1 left: all four are in the hand already.</source>
        <translation>Không còn quân %1: cả bốn quân đã ở trong tay bài.</translation>
    </message>
    <message>
        <source>A pong of %1 needs three free copies, and only %2 are left.</source>
        <translation>Pong %1 cần ba quân còn trống, nhưng chỉ còn %2.</translation>
    </message>
    <message>
        <source>A kong of %1 needs all four copies, and only %2 are left.</source>
        <translation>Kong %1 cần cả bốn quân, nhưng chỉ còn %2.</translation>
    </message>
    <message>
        <source>No %1 left for this chow: all four are in the hand already.</source>
        <translation>Không còn quân %1 cho bộ ăn này: cả bốn quân đã ở trong tay bài.</translation>
    </message>
    <message>
        <source>These rules have no such event.</source>
        <translation>Luật này không có sự kiện đó.</translation>
    </message>
    <message>
        <source>Kong bloom cannot happen here: it is a self-draw of the tile taken after your own kong, so it needs a self-draw and a kong among your melds.</source>
        <translation>Không thể có kong nở hoa ở đây: đó là tự mò quân rút sau kong của chính mình, nên cần tự mò và có một kong trong các bộ đã khai.</translation>
    </message>
    <message>
        <source>A replacement tile cannot be won here: it is drawn after a kong or a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile.</source>
        <translation>Không thể ù bằng quân bù ở đây: quân bù được rút sau kong hoặc hoa, nên cần tự mò và có một kong trong các bộ đã khai hoặc một quân hoa.</translation>
    </message>
    <message>
        <source>Kong discard cannot happen here: it is a win on the tile another player discards right after their kong, so it needs a win on a discard.</source>
        <translation>Không thể có quân bỏ sau kong ở đây: đó là ù quân mà người khác bỏ ngay sau kong của họ, nên phải là ù từ quân bỏ.</translation>
    </message>
    <message>
        <source>Last tile cannot happen here: no kong can be robbed once the wall is empty, and Hong Kong counts the last tile only when it is self-drawn.</source>
        <translation>Không thể có quân cuối ở đây: khi tường đã hết thì không ai cướp kong được nữa, và luật Hồng Kông chỉ tính quân cuối khi tự mò.</translation>
    </message>
    <message>
        <source>Heavenly cannot happen here: it is the dealer winning on the dealt hand, a self-draw by the dealer with no melds.</source>
        <translation>Không thể có thiên ù ở đây: đó là nhà cái ù ngay với bài chia, tức nhà cái tự mò và chưa khai bộ nào.</translation>
    </message>
    <message>
        <source>Earthly cannot happen here: it is a player other than the dealer winning at their first turn, before any meld (on their first draw, or in most rules on the dealer&apos;s first discard).</source>
        <translation>Không thể có địa ù ở đây: đó là một người không phải nhà cái ù ngay lượt đầu, trước khi có bộ nào được khai (khi rút quân đầu tiên, hoặc theo đa số luật là với quân bỏ đầu tiên của nhà cái).</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>Quân bỏ sau kong</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Quân cuối</translation>
    </message>
    <message>
        <source>Heavenly</source>
        <translation>Thiên ù</translation>
    </message>
    <message>
        <source>Earthly</source>
        <translation>Địa ù</translation>
    </message>
    <message>
        <source>no honour tiles</source>
        <translation>không có quân chữ</translation>
    </message>
    <message>
        <source>no chows</source>
        <translation>không ăn</translation>
    </message>
    <message>
        <source>event impossible</source>
        <translation>sự kiện không thể</translation>
    </message>
    <message>
        <source>robbed tile held</source>
        <translation>đang giữ quân bị cướp</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>chưa nghe</translation>
    </message>
    <message>
        <source>%1 does not have everything that was entered; removed: %2.</source>
        <translation>%1 không có đủ mọi thứ đã nhập; đã bỏ: %2.</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session. The session uses its own dealer, players still in and prevailing wind, so its numbers can differ from these.</source>
        <translation>Ghi lần ù này vào buổi chơi hiện tại của Sổ điểm. Buổi chơi dùng nhà cái, người còn chơi và gió vòng của riêng nó, nên số điểm ở đó có thể khác ở đây.</translation>
    </message>
    <message>
        <source>These 13 tiles are ready: the tiles that win are listed with the copies you cannot see and what each is worth.</source>
        <translation>13 quân này đã nghe: các quân ù được liệt kê cùng số quân bạn chưa thấy và giá trị của từng quân.</translation>
    </message>
    <message>
        <source>%1 (replaced by %2)</source>
        <translation>%1 (được thay bằng %2)</translation>
    </message>
    <message>
        <source>%1 faan, base %2</source>
        <translation>%1 faan, điểm cơ bản %2</translation>
    </message>
    <message>
        <source>(limit: %1 faan counted as %2)</source>
        <translation>(mức trần: %1 faan tính là %2)</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Giá trị: %1</translation>
    </message>
    <message>
        <source>(capped from %1 to %2 %3)</source>
        <translation>(giới hạn từ %1 xuống %2 %3)</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>Gốc: %1</translation>
    </message>
    <message>
        <source>Without the house rules (%1): %2</source>
        <translation>Không theo luật riêng (%1): %2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Còn lại</translation>
    </message>
    <message>
        <source>Best wait</source>
        <translation>Quân chờ tốt nhất</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Quân chờ</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Luật:</translation>
    </message>
    <message>
        <source>Copy the hand and its result as text</source>
        <translation>Sao chép tay bài và kết quả dưới dạng chữ</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>Ù từ quân bỏ</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Cướp kong</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Người bỏ:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Sự kiện:</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>Gió vòng:</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Tay bài: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Luật: %1</translation>
    </message>
    <message>
        <source>%1 (%2 left): %3</source>
        <translation>%1 (còn %2): %3</translation>
    </message>
    <message>
        <source>Won on a replacement tile</source>
        <translation>Ù bằng quân bù (sau kong hoặc hoa)</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Ăn</translation>
    </message>
    <message>
        <source>Waits and what each is worth</source>
        <translation>Quân chờ và giá trị của từng quân</translation>
    </message>
    <message>
        <source>The same hand under every profile</source>
        <translation>Cùng tay bài theo mọi bộ luật</translation>
    </message>
</context>
<context>
    <name>ChowChooser</name>
    <message>
        <source>Which chow? (1-{0}, arrows and Enter, Esc: back)</source>
        <translation>Ăn bộ nào? (1-{0}, phím mũi tên và Enter, Esc: quay lại)</translation>
    </message>
</context>
<context>
    <name>DrillExplanation</name>
    <message>
        <source>Best: %1</source>
        <translation>Tốt nhất: %1</translation>
    </message>
    <message numerus="yes">
        <source>shanten %1, %n improving tile(s):</source>
        <translation>
            <numerusform>cách nghe %1 quân, %n quân giúp cải thiện:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (your answer)</source>
        <translation>%1 (câu trả lời của bạn)</translation>
    </message>
    <message>
        <source>Picked but not a wait:</source>
        <translation>Đã chọn nhưng không phải quân chờ:</translation>
    </message>
    <message>
        <source>Waits you missed:</source>
        <translation>Quân chờ bạn bỏ sót:</translation>
    </message>
    <message>
        <source>This hand waits on nothing.</source>
        <translation>Tay bài này không chờ quân nào.</translation>
    </message>
    <message>
        <source>not enough to win</source>
        <translation>không đủ để ù</translation>
    </message>
    <message>
        <source>%1 %2, %3 from the discarder</source>
        <translation>%1 %2, người bỏ trả %3</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation>
            <numerusform>%n quân chưa lộ; </numerusform>
        </translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Cách chia bài:</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>Your answer: %1 %2; %3</source>
        <translation>Câu trả lời của bạn: %1 %2; %3</translation>
    </message>
    <message>
        <source>flower pig</source>
        <translation>flower pig</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>chưa nghe</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>đã nghe, giá trị %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Kong money paid earlier (not part of the answer):</source>
        <translation>Khoản kong đã trả trước đó (không thuộc câu trả lời):</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Câu trả lời của bạn: %1</translation>
    </message>
    <message>
        <source>Ready: it waits on</source>
        <translation>Đã nghe: chờ các quân</translation>
    </message>
    <message>
        <source>Not ready: no tile completes it.</source>
        <translation>Chưa nghe: không quân nào hoàn thành được.</translation>
    </message>
    <message>
        <source>A flower pig.</source>
        <translation>Là flower pig.</translation>
    </message>
    <message>
        <source>Not a flower pig.</source>
        <translation>Không phải flower pig.</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding a tile of its void suit is a flower pig.</source>
        <translation>Theo luật này, tay bài còn giữ quân thuộc chất khuyết là flower pig.</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding all three suits is a flower pig.</source>
        <translation>Theo luật này, tay bài còn giữ đủ cả ba chất là flower pig.</translation>
    </message>
    <message>
        <source>The review: %1. Best: %2.</source>
        <translation>Xem lại: %1. Tốt nhất: %2.</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 rank points (%4 futures)</source>
        <translation>%1: %2 ± %3 điểm xếp hạng (%4 lần thử)</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 points (%4 futures)</source>
        <translation>%1: %2 ± %3 điểm (%4 lần thử)</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 rank points on average.</source>
        <translation>Trong ván, nó làm mất trung bình %1 ± %2 điểm xếp hạng.</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 points on average.</source>
        <translation>Trong ván, nó làm mất trung bình %1 ± %2 điểm.</translation>
    </message>
    <message>
        <source>%1 %2; the discarder pays %3.</source>
        <translation>%1 %2; người bỏ trả %3.</translation>
    </message>
    <message>
        <source>%1 %2; each payer pays %3.</source>
        <translation>%1 %2; mỗi người trả %3.</translation>
    </message>
    <message>
        <source>%1 %2; the winner receives %3 in all.</source>
        <translation>%1 %2; người ù nhận tổng cộng %3.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 trả %2 %3 (%4)</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Không ai phải trả ai.</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>Which discard</source>
        <translation>Bỏ quân nào</translation>
    </message>
    <message>
        <source>What are the waits</source>
        <translation>Chờ quân nào</translation>
    </message>
    <message>
        <source>What is it worth</source>
        <translation>Được bao nhiêu</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>Hết tường</translation>
    </message>
    <message>
        <source>Ready or not</source>
        <translation>Nghe hay chưa</translation>
    </message>
    <message>
        <source>Flower pig or not</source>
        <translation>Có phải flower pig</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>Lỗi của bạn</translation>
    </message>
    <message>
        <source>Level 1: fewer suits, no melds</source>
        <translation>Cấp 1: ít chất, chưa khai bộ</translation>
    </message>
    <message>
        <source>Level 2: melds</source>
        <translation>Cấp 2: có bộ đã khai</translation>
    </message>
    <message>
        <source>Level 3: seven pairs, roots, events</source>
        <translation>Cấp 3: bảy đôi, gốc, sự kiện</translation>
    </message>
    <message>
        <source>Level 4: tiles seen elsewhere, players gone out</source>
        <translation>Cấp 4: quân đã lộ, người đã rời ván</translation>
    </message>
    <message>
        <source>The drills file was written by a newer version of the app; your answers are not being kept.</source>
        <translation>Tệp bài luyện được ghi bởi phiên bản mới hơn của ứng dụng; câu trả lời của bạn sẽ không được lưu.</translation>
    </message>
    <message>
        <source>The drills file is busy (another program is writing it); try again.</source>
        <translation>Tệp bài luyện đang bận (một chương trình khác đang ghi); hãy thử lại.</translation>
    </message>
    <message>
        <source>No drill could be made (%1).</source>
        <translation>Không tạo được bài luyện (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation>
            <numerusform>Lúc này chưa có bài nào đến hạn; %n câu sẽ quay lại trong hôm nay.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing more is due today. Come back tomorrow.</source>
        <translation>Hôm nay không còn bài nào đến hạn. Ngày mai hãy quay lại.</translation>
    </message>
    <message>
        <source>Today&apos;s review</source>
        <translation>Ôn tập hôm nay</translation>
    </message>
    <message>
        <source>%1 with house rules</source>
        <translation>%1 với luật riêng</translation>
    </message>
    <message>
        <source>%1 · %2 · level %3</source>
        <translation>%1 · %2 · cấp %3</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s review (%n left): %1</source>
        <translation>
            <numerusform>Ôn tập hôm nay (còn %n): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Which tile do you discard? Arrows and Enter, or a click.</source>
        <translation>Bạn bỏ quân nào? Dùng phím mũi tên và Enter, hoặc bấm chuột.</translation>
    </message>
    <message>
        <source>Which tiles does this hand wait on? Pick every one (arrows and Space, or clicks), then Enter.</source>
        <translation>Tay bài này chờ những quân nào? Chọn tất cả (phím mũi tên và Space, hoặc bấm chuột), rồi nhấn Enter.</translation>
    </message>
    <message>
        <source>What is this win worth? Type the %1 and each seat&apos;s gain or loss, then Enter.</source>
        <translation>Lần ù này được bao nhiêu? Nhập số %1 và số điểm được hoặc mất của từng vị trí, rồi nhấn Enter.</translation>
    </message>
    <message>
        <source>The wall is empty. Type each seat&apos;s gain or loss at the wall&apos;s end, then Enter.</source>
        <translation>Tường đã hết. Nhập số điểm được hoặc mất của từng vị trí khi hết tường, rồi nhấn Enter.</translation>
    </message>
    <message>
        <source>Is this hand ready? Y or N.</source>
        <translation>Tay bài này đã nghe chưa? Y hoặc N.</translation>
    </message>
    <message>
        <source>Is this hand a flower pig at the wall&apos;s end? Y or N.</source>
        <translation>Khi hết tường, tay bài này có phải flower pig không? Y hoặc N.</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do? A click on a tile discards it.</source>
        <translation>Một thời điểm trong ván bạn đã chơi: bạn làm gì? Bấm vào một quân để đánh nó.</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do?</source>
        <translation>Một thời điểm trong ván bạn đã chơi: bạn làm gì?</translation>
    </message>
    <message>
        <source>Seen elsewhere:</source>
        <translation>Đã lộ ở nơi khác:</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>Chất khuyết: %1</translation>
    </message>
    <message>
        <source>On offer: %1</source>
        <translation>Đang được mời: %1</translation>
    </message>
    <message>
        <source>You played: %1</source>
        <translation>Bạn đã chơi: %1</translation>
    </message>
    <message>
        <source>%1 wins by self-draw.</source>
        <translation>%1 tự mò ù.</translation>
    </message>
    <message>
        <source>%1 wins on the discard of %2.</source>
        <translation>%1 ù quân bỏ của %2.</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Nhà cái: %1</translation>
    </message>
    <message>
        <source>Already out: %1</source>
        <translation>Đã rời ván: %1</translation>
    </message>
    <message>
        <source>Prevailing wind: %1</source>
        <translation>Gió vòng: %1</translation>
    </message>
    <message>
        <source>Flowers and seasons: %1</source>
        <translation>Hoa: %1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Sự kiện: %1</translation>
    </message>
    <message>
        <source>The winning tile is outlined.</source>
        <translation>Quân ù được viền màu.</translation>
    </message>
    <message>
        <source>Paid earlier: %1 of %2</source>
        <translation>Đã trả trước đó: %1 của %2</translation>
    </message>
    <message>
        <source>%1: won earlier, out</source>
        <translation>%1: đã ù trước đó, rời ván</translation>
    </message>
    <message>
        <source>%1 (void %2)</source>
        <translation>%1 (khuyết %2)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Có (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Không (N)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Đúng.</translation>
    </message>
    <message>
        <source>Right: nearly as good as the best.</source>
        <translation>Đúng: gần tốt bằng cách hay nhất.</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Chưa đúng.</translation>
    </message>
    <message>
        <source>The drills file cannot be used (%1); your answers are not being kept.</source>
        <translation>Không dùng được tệp bài luyện (%1); câu trả lời của bạn sẽ không được lưu.</translation>
    </message>
    <message>
        <source>The rules of %1 in Learn</source>
        <translation>Luật %1 trong mục Học</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Thành tích của bạn</translation>
    </message>
    <message>
        <source>Answers per day (right in green)</source>
        <translation>Số câu trả lời mỗi ngày (câu đúng màu xanh lá)</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation>
            <numerusform>Chuỗi: đúng %n câu liên tiếp</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right (%4%)</source>
        <translation>%1: đúng %2 trên %3 (%4%)</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Chưa có câu trả lời nào.</translation>
    </message>
    <message>
        <source>Due now: %1 · new: %2</source>
        <translation>Đến hạn: %1 · mới: %2</translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation>
            <numerusform>Lỗi của bạn cần ôn: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Luật:</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Bài luyện:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Cấp:</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Câu hỏi mới</translation>
    </message>
    <message>
        <source>Hard (1)</source>
        <translation>Khó (1)</translation>
    </message>
    <message>
        <source>Good (2)</source>
        <translation>Ổn (2)</translation>
    </message>
    <message>
        <source>Easy (3)</source>
        <translation>Dễ (3)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Tiếp (Enter)</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Win</source>
        <translation>Ù</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ván hòa</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>Hết tường</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Phạt</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Thanh toán</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Người ù:</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Tự mò</translation>
    </message>
    <message>
        <source>On a discard from</source>
        <translation>Ù quân bỏ của</translation>
    </message>
    <message>
        <source>Robbing a kong of</source>
        <translation>Cướp kong của</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>Cách ù:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Tay bài</translation>
    </message>
    <message>
        <source>Worth:</source>
        <translation>Trị giá:</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>ví dụ 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Tự động</translation>
    </message>
    <message>
        <source>Or the hand:</source>
        <translation>Hoặc tay bài:</translation>
    </message>
    <message>
        <source>With the hand, the app finds the patterns and the value; with a value, it is taken as the table agreed it.</source>
        <translation>Nếu nhập tay bài, ứng dụng sẽ tự tìm các tổ hợp và giá trị; nếu nhập giá trị, giá trị đó được dùng đúng như bàn chơi đã thống nhất.</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Sự kiện:</translation>
    </message>
    <message>
        <source>e.g. 123m456m789m123p11z  pong:7z  1f</source>
        <translation>ví dụ 123m456m789m123p11z  pong:7z  1f</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Người chơi:</translation>
    </message>
    <message>
        <source>Exposed kong, on a discard from</source>
        <translation>Kong trực tiếp, từ quân bỏ của</translation>
    </message>
    <message>
        <source>Added kong (to an exposed pong)</source>
        <translation>Kong bổ sung (vào một pong đã mở)</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong kín</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Loại:</translation>
    </message>
    <message>
        <source>Discarder:</source>
        <translation>Người bỏ:</translation>
    </message>
    <message>
        <source>Added as soon as the fourth tile was drawn</source>
        <translation>Bổ sung ngay khi rút được quân thứ tư</translation>
    </message>
    <message>
        <source>For each player still in: ready (with what the hand would be worth), not ready, or a flower pig. Or type the hand and the app decides.</source>
        <translation>Với mỗi người còn chơi: đã nghe (kèm giá trị tay bài nếu ù), chưa nghe, hoặc flower pig. Hoặc gõ tay bài để ứng dụng tự xác định.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Đã nghe</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Chưa nghe</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Flower pig</translation>
    </message>
    <message>
        <source>By the hand</source>
        <translation>Theo tay bài</translation>
    </message>
    <message>
        <source>13 tiles, e.g. 123m456m789m2345m</source>
        <translation>13 quân, ví dụ 123m456m789m2345m</translation>
    </message>
    <message>
        <source>False win (pays every other player still in)</source>
        <translation>Ù sai (trả cho mọi người khác còn chơi)</translation>
    </message>
    <message>
        <source>Dead hand (cannot win; not ready at the wall&apos;s end)</source>
        <translation>Tay chết (không được ù; tính là chưa nghe khi hết tường)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Hình phạt:</translation>
    </message>
    <message>
        <source>Nobody won: the hand is drawn. The dealer keeps the deal.</source>
        <translation>Không ai ù: ván này hòa. Nhà cái tiếp tục làm cái.</translation>
    </message>
    <message>
        <source>Type the winning hand, or choose a value.</source>
        <translation>Hãy gõ tay bài ù, hoặc chọn một giá trị.</translation>
    </message>
    <message>
        <source>{0} has no flowers or seasons: remove {1} from the hand.</source>
        <translation>{0} không có quân hoa: bỏ {1} khỏi bài.</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3})</source>
        <translation>{0} trả {1}: {2} ({3})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>No payment.</source>
        <translation>Không có khoản thanh toán nào.</translation>
    </message>
    <message>
        <source>{0}: a flower pig</source>
        <translation>{0}: flower pig</translation>
    </message>
    <message>
        <source>{0}: not ready</source>
        <translation>{0}: chưa nghe</translation>
    </message>
    <message>
        <source>{0}: ready, the best wait is worth {1}</source>
        <translation>{0}: nghe, quân chờ tốt nhất được {1}</translation>
    </message>
    <message>
        <source>{0} → value {1}</source>
        <translation>{0} → giá trị {1}</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>Something unexpected went wrong (internal): {0}</source>
        <translation>Đã xảy ra lỗi ngoài dự kiến (internal): {0}</translation>
    </message>
    <message>
        <source>The details were saved to {0}.</source>
        <translation>Chi tiết đã được lưu vào {0}.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Lỗi ngoài dự kiến</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>Lúc này không thể đi nước đó.</translation>
    </message>
    <message>
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>Trận đấu đã kết thúc. Hãy bắt đầu trận mới từ trình đơn Trò chơi.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Ván này đã kết thúc.</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Đang chờ những người chơi khác…</translation>
    </message>
    <message>
        <source>Choose three tiles of one suit to pass on, then confirm.</source>
        <translation>Chọn ba quân cùng một chất để đổi đi, rồi xác nhận.</translation>
    </message>
    <message>
        <source>Choose any three tiles to pass on, then confirm.</source>
        <translation>Chọn ba quân bất kỳ để chuyển đi, rồi xác nhận.</translation>
    </message>
    <message>
        <source>Choose your void suit.</source>
        <translation>Hãy chọn chất định khuyết.</translation>
    </message>
    <message>
        <source>You can win: press W, or discard a tile.</source>
        <translation>Bạn có thể ù: nhấn W, hoặc đánh một quân.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile to discard (arrow keys and Enter, or click).</source>
        <translation>Đến lượt bạn: chọn một quân để đánh (phím mũi tên và Enter, hoặc nhấp chuột).</translation>
    </message>
    <message>
        <source>Claim the discard (chow C, pong P, kong K, win W) or pass (Space).</source>
        <translation>Lấy quân bỏ (ăn C, pong P, kong K, ù W) hoặc bỏ qua (Space).</translation>
    </message>
    <message>
        <source>Claim the discard or pass (Space).</source>
        <translation>Lấy quân bỏ hoặc bỏ qua (Space).</translation>
    </message>
</context>
<context>
    <name>GuidedPage</name>
    <message>
        <source>Welcome! You are the dealer. This hand follows Mahjong Soul&apos;s rules, which start with exchange three: everyone passes three tiles of one suit to another player. Bamboo is your weakest suit, so pass %1 (already raised), then press Pass these three.</source>
        <translation>Chào mừng bạn! Bạn là nhà cái. Ván này theo luật Mahjong Soul, bắt đầu bằng đổi ba quân: mỗi người chuyển ba quân cùng một chất cho người khác. Sách là chất yếu nhất của bạn, nên hãy chuyển %1 (đã được nhấc lên sẵn), rồi bấm Đổi ba quân này.</translation>
    </message>
    <message>
        <source>In this lesson you pass %1, your loose bamboo tiles.</source>
        <translation>Trong bài học này bạn chuyển %1, các quân sách lẻ của bạn.</translation>
    </message>
    <message>
        <source>You received three tiles from the player across. Now choose your void suit: the suit you give up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>Bạn đã nhận ba quân từ người đối diện. Bây giờ hãy định khuyết: chọn chất bạn bỏ trong cả ván. Bạn chỉ còn một quân %1, nên hãy chọn chất đó.</translation>
    </message>
    <message>
        <source>Choose %1: you hold almost none of it, so giving it up costs least.</source>
        <translation>Hãy chọn %1: bạn gần như không có quân nào của chất này, bỏ nó là đỡ thiệt nhất.</translation>
    </message>
    <message>
        <source>The dealer plays first, without drawing. While you hold a tile of your void suit, it must be discarded first: click %1.</source>
        <translation>Nhà cái đi trước và không rút quân. Khi còn giữ quân thuộc chất định khuyết, bạn phải bỏ quân đó trước: hãy bấm vào %1.</translation>
    </message>
    <message>
        <source>Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three tiles become a set laid face up, and the turn jumps to you.</source>
        <translation>Một người chơi vừa bỏ %1 và bạn đang có một đôi quân này. Hãy pong: ba quân thành một bộ lật ngửa, và lượt chơi chuyển sang bạn.</translation>
    </message>
    <message>
        <source>Pong it: with your pair it makes a set, and the turn comes to you.</source>
        <translation>Hãy pong: cùng với đôi của bạn nó thành một bộ, và đến lượt bạn.</translation>
    </message>
    <message>
        <source>After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then needs just one tile to win: it is ready.</source>
        <translation>Sau khi pong bạn bỏ một quân mà không rút. %1 không hợp với bộ nào: hãy bấm vào nó. Khi đó bài bạn chỉ còn thiếu một quân để ù: bạn đã nghe.</translation>
    </message>
    <message>
        <source>Keep your sets together: %1 is the tile that fits nowhere.</source>
        <translation>Hãy giữ nguyên các bộ: %1 mới là quân không hợp với bộ nào.</translation>
    </message>
    <message>
        <source>Your turn: you drew %1 from the wall. It does not help your hand, so discard it.</source>
        <translation>Đến lượt bạn: bạn rút được %1 từ tường. Quân này không giúp gì cho bài, hãy bỏ nó.</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew: the rest of your hand is ready.</source>
        <translation>Hãy bỏ %1, quân bạn vừa rút: phần còn lại của bài đã nghe.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew, and every player still in paid them. This is bloody mahjong: the hand goes on without the winner. In Mahjong Soul&apos;s rules their hand stays face down until the hand ends.</source>
        <translation>%1 đã ù tự mò, và mọi người còn trong ván đều trả cho họ. Đây là huyết chiến: ván vẫn tiếp tục mà không có người đã ù. Theo luật Mahjong Soul, bài của họ được úp cho đến hết ván.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, every player still in pays you kong money at once, and you draw a replacement tile.</source>
        <translation>Bạn rút được quân %1 thứ tư. Hãy tuyên bố kong kín: bốn quân tính là một bộ, mọi người còn trong ván trả ngay khoản kong cho bạn, và bạn rút một quân bù.</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind earns kong money and an extra tile.</source>
        <translation>Hãy tuyên bố kong: bốn quân giống nhau mang lại khoản kong và thêm một quân.</translation>
    </message>
    <message>
        <source>Your replacement tile is %1. It does not fit, so discard it: you still wait for the same tile.</source>
        <translation>Quân bù của bạn là %1. Nó không hợp, hãy bỏ nó: bạn vẫn nghe đúng quân cũ.</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile: your hand stays ready.</source>
        <translation>Hãy bỏ %1, quân bù: bài bạn vẫn nghe.</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win!</source>
        <translation>%1 làm bài bạn hoàn chỉnh: bốn bộ và một đôi, trong hai chất. Hãy ù!</translation>
    </message>
    <message>
        <source>Do not let it go: %1 completes your hand. Press Win.</source>
        <translation>Đừng bỏ qua: %1 làm bài bạn hoàn chỉnh. Hãy bấm Ù.</translation>
    </message>
    <message>
        <source>%1 won too. That makes three winners, so the hand ends at once: only one player is left without a win.</source>
        <translation>%1 cũng đã ù. Như vậy đã có ba người ù, nên ván kết thúc ngay: chỉ còn một người chưa ù.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in the order they happened. Your total for the hand: %1.</source>
        <translation>Ván đã kết thúc. Bên dưới là mọi khoản trả trong ván, tiền ù và khoản kong, theo đúng thứ tự xảy ra. Tổng của bạn trong ván: %1.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and the hand starts with each player choosing a void suit, the suit given up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>Chào mừng! Bạn là nhà cái. Đây là luật cổ điển: không ai đổi quân, và ván bắt đầu bằng việc mỗi người định khuyết, tức chọn chất bỏ trong cả ván. Bạn chỉ có một quân %1, nên hãy chọn chất đó.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2 point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, and the others play on.</source>
        <translation>%1 đã ù tự mò: mỗi người còn trong ván trả cho họ điểm gốc của ván ù cộng thêm %2 điểm. Đây là huyết chiến: người ù rời ván, bài ù được lật ngửa, và những người còn lại chơi tiếp.</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win! These rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your kong) adds 1, and the base is 2 to the power of the fan.</source>
        <translation>%1 làm bài bạn hoàn chỉnh: bốn bộ và một đôi, trong hai chất. Hãy ù! Luật này tính fan: ù thường là 0 fan, mỗi gốc (đủ cả bốn quân của một loại, như kong của bạn) thêm 1, và điểm gốc là 2 mũ số fan.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in points, in the order they happened. Your total for the hand: %1.</source>
        <translation>Ván đã kết thúc. Bên dưới là mọi khoản trả trong ván, tiền ù và khoản kong, tính bằng điểm, theo đúng thứ tự xảy ra. Tổng của bạn trong ván: %1.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, at a mahjchina table: no exchange, and the room&apos;s default options. First choose your void suit. You hold only one tile of %1, so choose it.</source>
        <translation>Chào mừng! Bạn là nhà cái, ở một bàn mahjchina: không đổi quân, và phòng dùng các tùy chọn mặc định. Trước hết hãy định khuyết. Bạn chỉ có một quân %1, nên hãy chọn chất đó.</translation>
    </message>
    <message>
        <source>Discard %1, your void tile. After it your hand is ready: it waits on %2.</source>
        <translation>Hãy bỏ %1, quân thuộc chất định khuyết. Sau đó bài bạn đã nghe: chờ %2.</translation>
    </message>
    <message>
        <source>%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let it go, to see mahjchina&apos;s pass rule: after passing up a win, until your next draw you may win on another player&apos;s tile only if it pays strictly more. Press Let it go.</source>
        <translation>%2 vừa bỏ %1, và quân này làm bài bạn ù: một ván ù thường. Bài học này nhờ bạn bỏ qua nó, để thấy luật bỏ qua ù của mahjchina: sau khi bỏ qua một ván ù, cho đến lượt bốc tiếp theo của bạn, bạn chỉ được ù quân của người khác nếu được trả nhiều hơn hẳn. Hãy nhấn Bỏ qua.</translation>
    </message>
    <message>
        <source>In this lesson, let this win go: the next steps show what the pass rule does.</source>
        <translation>Trong bài học này, hãy bỏ qua ván ù này: các bước sau cho thấy luật bỏ qua làm gì.</translation>
    </message>
    <message>
        <source>%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no more than the win you let go, and you have not drawn since.</source>
        <translation>%2 cũng bỏ %1. Quân này vẫn làm bài bạn ù, nhưng nút Ù không hiện ra: nó không được trả nhiều hơn ván ù bạn đã bỏ qua, và từ đó đến giờ bạn chưa bốc quân nào.</translation>
    </message>
    <message>
        <source>%1 completes your hand with all four of its kind: a root. mahjchina takes the best pattern&apos;s base and doubles it once per root, so this win pays %4, more than the win you let go. Press Win.</source>
        <translation>%1 làm bài bạn ù với đủ bốn quân cùng loại: một gốc. mahjchina lấy điểm gốc của hình bài tốt nhất rồi nhân đôi một lần cho mỗi gốc, nên ván ù này được trả %4, nhiều hơn ván ù bạn đã bỏ qua. Hãy nhấn Ù.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2. You have won already, so you pay nothing.</source>
        <translation>%1 đã ù tự mò: mỗi người còn trong ván trả cho họ điểm gốc của ván ù cộng thêm %2. Bạn đã ù rồi nên không phải trả gì.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment it made. Your total for the hand: %1. A mahjchina room chooses four options before play (the cap, and who refunds kong money and receives a flower pig&apos;s penalty at the wall&apos;s end): More about this lists them.</source>
        <translation>Ván đã kết thúc. Bên dưới là mọi khoản trả trong ván. Tổng của bạn trong ván: %1. Một phòng mahjchina chọn bốn tùy chọn trước khi chơi (giới hạn, và ai hoàn khoản kong, ai nhận tiền phạt của flower pig khi hết tường): mục Tìm hiểu thêm liệt kê chúng.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan counted up to a cap, and rank points after each game. Your hand is almost all Characters: choose %1, the one tile outside them, as your void suit.</source>
        <translation>Chào mừng! Bạn là nhà cái, theo luật thi đấu Tứ Xuyên: không đổi quân, fan được cộng đến mức giới hạn, và có điểm xếp hạng sau mỗi trận. Bài bạn gần như toàn vạn: hãy định khuyết %1, chất của quân duy nhất không phải vạn.</translation>
    </message>
    <message>
        <source>%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to let it go, to see the pass rule: a pong passed up cannot be made on that tile again before your next draw. Press Let it go.</source>
        <translation>%2 vừa bỏ %1 và bạn có một đôi quân này, nên bạn được pong. Bài học này nhờ bạn bỏ qua, để thấy luật bỏ qua: pong đã bỏ qua thì không được pong lại quân đó trước lượt bốc tiếp theo của bạn. Hãy nhấn Bỏ qua.</translation>
    </message>
    <message>
        <source>In this lesson, let this pong go: the next step shows what the pass rule does.</source>
        <translation>Trong bài học này, hãy bỏ qua pong này: bước sau cho thấy luật bỏ qua làm gì.</translation>
    </message>
    <message>
        <source>%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed up a pong of this tile and have not drawn since. Winning is ruled the same way: a win passed up blocks any win that does not pay strictly more until your next draw.</source>
        <translation>%2 cũng bỏ %1. Bạn vẫn giữ đôi đó, nhưng nút Pong không hiện ra: bạn đã bỏ qua pong quân này và từ đó chưa bốc quân nào. Ù cũng theo luật như vậy: đã bỏ qua một ván ù thì cho đến lượt bốc tiếp theo, không được ù nếu không được trả nhiều hơn hẳn.</translation>
    </message>
    <message>
        <source>Another player discarded %1. This time nothing stops you: Pong it.</source>
        <translation>Một người chơi vừa bỏ %1. Lần này không có gì cản bạn: hãy pong.</translation>
    </message>
    <message>
        <source>Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit and all pongs are both on the way, and your hand is ready.</source>
        <translation>Hãy bỏ %1. Phần còn lại toàn vạn, chỉ gồm pong và đôi: thuần một chất và pong toàn bộ đều đang thành hình, và bài bạn đã nghe.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: every player still in pays you kong money now, the four tiles are a root, and you draw a replacement.</source>
        <translation>Bạn vừa bốc quân %1 thứ tư. Hãy khai kong kín: mỗi người còn trong ván trả bạn khoản kong ngay, bốn quân này là một gốc, và bạn bốc một quân thay.</translation>
    </message>
    <message>
        <source>%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so the win is full: a base of %4. Press Win.</source>
        <translation>%1 làm bài bạn ù: %5, tổng cộng %3 fan. Luật này dừng ở giới hạn %6 fan, nên ván ù đầy giới hạn: điểm gốc %4. Hãy nhấn Ù.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the base plus %2. You have won already and pay nothing.</source>
        <translation>%1 đã ù tự mò: mỗi người còn trong ván trả cho họ điểm gốc cộng thêm %2. Bạn đã ù rồi và không phải trả gì.</translation>
    </message>
    <message>
        <source>The hand is over; your total: %1. In a match these rules play games of %2 hands, and after each game the four players get rank points by the game&apos;s score, 4 for the first down to 1 for the last. If this hand were a whole game, you would get %3.</source>
        <translation>Ván đã kết thúc; tổng của bạn: %1. Trong một trận đấu, luật này chơi từng trận nhỏ %2 ván, và sau mỗi trận bốn người nhận điểm xếp hạng theo điểm của trận đó, từ 4 cho người nhất đến 1 cho người cuối. Nếu ván này là cả một trận, bạn sẽ được %3.</translation>
    </message>
    <message>
        <source>Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set aside at once and replaced with a tile from the far end of the wall. It is your own seat&apos;s flower, worth 1 faan if you win.</source>
        <translation>Chào mừng bạn! Bạn ngồi Đông, là nhà cái. Bạn được chia %1, một quân hoa: quân hoa được đặt ra ngoài ngay và thay bằng một quân rút từ đầu kia của tường. Đây là hoa của chính chỗ bạn ngồi, đáng 1 faan nếu bạn ù.</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles and discards first, without drawing. %1 fits nothing: click it.</source>
        <translation>Nhà cái bắt đầu với 14 quân và bỏ trước, không rút. %1 không hợp với quân nào: hãy bấm vào nó.</translation>
    </message>
    <message>
        <source>Discard %1: it is alone, far from your other tiles.</source>
        <translation>Hãy bỏ %1: nó đứng lẻ, xa các quân khác của bạn.</translation>
    </message>
    <message>
        <source>The player before you discarded %1. From that player only, you may chow: take the tile to finish a run of three with two tiles you hold. Press Chow.</source>
        <translation>Người chơi trước bạn vừa bỏ %1. Chỉ với quân của người này bạn mới được ăn: lấy quân đó để hoàn thành một sảnh ba quân cùng hai quân bạn đang giữ. Hãy bấm Ăn.</translation>
    </message>
    <message>
        <source>Chow it: %1 finishes a run of three with two of your tiles.</source>
        <translation>Hãy ăn: %1 hoàn thành một sảnh ba quân cùng hai quân của bạn.</translation>
    </message>
    <message>
        <source>After a call you discard without drawing. Click %1.</source>
        <translation>Sau khi ăn hay pong, bạn bỏ một quân mà không rút. Hãy bấm vào %1.</translation>
    </message>
    <message>
        <source>Discard %1: keep your characters and honours together.</source>
        <translation>Hãy bỏ %1: giữ lại các quân vạn và quân chữ của bạn.</translation>
    </message>
    <message>
        <source>%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth 1 faan.</source>
        <translation>%1 vừa bị bỏ và bạn đang có một đôi quân này. Hãy pong: pong rồng đáng 1 faan.</translation>
    </message>
    <message>
        <source>Pong it: a dragon pong is a set and 1 faan.</source>
        <translation>Hãy pong: pong rồng vừa là một bộ vừa đáng 1 faan.</translation>
    </message>
    <message>
        <source>Discard %1. Your hand is going for characters and honours only, mixed one suit: 3 faan.</source>
        <translation>Hãy bỏ %1. Bài bạn đang nhắm tới chỉ có vạn và quân chữ, tức hỗn một chất: 3 faan.</translation>
    </message>
    <message>
        <source>Discard %1: it is your last tile outside characters and honours.</source>
        <translation>Hãy bỏ %1: đó là quân cuối cùng của bạn không phải vạn hay quân chữ.</translation>
    </message>
    <message>
        <source>You drew %1 from the wall. It does not fit your hand: discard it.</source>
        <translation>Bạn rút được %1 từ tường. Quân này không hợp với bài: hãy bỏ nó.</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew.</source>
        <translation>Hãy bỏ %1, quân bạn vừa rút.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw a replacement from the far end of the wall. In Hong Kong a kong carries no money.</source>
        <translation>Bạn rút được quân %1 thứ tư. Hãy tuyên bố kong kín: nó tính là một bộ và bạn rút một quân bù từ đầu kia của tường. Ở luật Hồng Kông, kong không được trả tiền.</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind counts as one set and brings a replacement tile.</source>
        <translation>Hãy tuyên bố kong: bốn quân giống nhau tính là một bộ và cho bạn một quân bù.</translation>
    </message>
    <message>
        <source>Your replacement is %1. It does not fit, so discard it: your hand is ready and needs one tile.</source>
        <translation>Quân bù của bạn là %1. Nó không hợp, hãy bỏ nó: bài bạn đã nghe và chỉ cần một quân.</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile.</source>
        <translation>Hãy bỏ %1, quân bù.</translation>
    </message>
    <message>
        <source>%1 completes your hand, and it reaches the table&apos;s minimum of %2 faan, so you may declare it. Press Win: only one player wins a Hong Kong hand.</source>
        <translation>%1 làm bài bạn hoàn chỉnh, và bài đạt faan tối thiểu của bàn là %2 faan, nên bạn được ù. Hãy bấm Ù: mỗi ván Hồng Kông chỉ có một người ù.</translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <translation>Hãy đọc bước này trước, rồi bấm Tiếp tục.</translation>
    </message>
    <message>
        <source>The lesson is over: press Restart to play it again.</source>
        <translation>Bài học đã kết thúc: bấm Chơi lại từ đầu để chơi lại.</translation>
    </message>
    <message>
        <source>Not now: this step asks for something else.</source>
        <translation>Chưa phải lúc: bước này yêu cầu việc khác.</translation>
    </message>
    <message>
        <source>You still hold a tile of your void suit: it must be discarded first.</source>
        <translation>Bạn vẫn còn giữ quân thuộc chất định khuyết: phải bỏ quân đó trước.</translation>
    </message>
    <message>
        <source>Your hand is not complete yet: a win needs four sets and a pair.</source>
        <translation>Bài của bạn chưa hoàn chỉnh: muốn ù cần bốn bộ và một đôi.</translation>
    </message>
    <message>
        <source>A pong needs a pair of the discarded tile in your hand.</source>
        <translation>Muốn pong, bạn cần có một đôi giống quân vừa bị bỏ.</translation>
    </message>
    <message>
        <source>A kong needs four of a kind in your hand, or the fourth tile of one of your pongs.</source>
        <translation>Muốn kong, bạn cần bốn quân giống nhau trên tay, hoặc quân thứ tư của một bộ pong của bạn.</translation>
    </message>
    <message>
        <source>A chow takes only the discard of the player before you, with two tiles of yours that make a run.</source>
        <translation>Chỉ được ăn quân của người chơi trước bạn, cùng hai quân của bạn tạo thành sảnh.</translation>
    </message>
    <message>
        <source>There is nothing to let go now.</source>
        <translation>Bây giờ không có gì để bỏ qua.</translation>
    </message>
    <message>
        <source>Pass exactly three tiles, all of one suit.</source>
        <translation>Hãy chuyển đúng ba quân, cùng một chất.</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>Bạn không có quân đó.</translation>
    </message>
    <message>
        <source>This step asks you to act at the table.</source>
        <translation>Bước này yêu cầu bạn thao tác trên bàn.</translation>
    </message>
    <message>
        <source>What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 for it.</source>
        <translation>Ván ù của bạn đáng giá: %1 %2 (%3), điểm gốc %4 điểm. Phần thanh toán đã trả bạn %5 cho ván ù đó.</translation>
    </message>
    <message>
        <source>What your win was worth: a base of %2 points (%1). The settlement paid you %3 for it.</source>
        <translation>Ván ù của bạn đáng giá: điểm gốc %2 điểm (%1). Phần thanh toán đã trả bạn %3 cho ván ù đó.</translation>
    </message>
    <message>
        <source>A new game against three computer players at the easiest level, in this lesson&apos;s rules: %1</source>
        <translation>Một trận mới với ba người chơi máy ở mức dễ nhất, theo luật của bài học này: %1</translation>
    </message>
    <message>
        <source>Short questions in the Drills area, in this lesson&apos;s rules: %1</source>
        <translation>Các câu hỏi ngắn trong mục Luyện tập, theo luật của bài học này: %1</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>Bài học đã kết thúc.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Bước %1/%2</translation>
    </message>
    <message>
        <source>More about this</source>
        <translation>Tìm hiểu thêm</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Kết thúc</translation>
    </message>
    <message>
        <source>Your first hand</source>
        <translation>Ván đầu tiên của bạn</translation>
    </message>
    <message>
        <source>Your first hand: %1</source>
        <translation>Ván đầu tiên của bạn: %1</translation>
    </message>
    <message>
        <source>Pass these three</source>
        <translation>Đổi ba quân này</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Ù</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Pong %1</source>
        <translation>Pong %1</translation>
    </message>
    <message>
        <source>Kong %1</source>
        <translation>Kong %1</translation>
    </message>
    <message>
        <source>Chow %1</source>
        <translation>Ăn %1</translation>
    </message>
    <message>
        <source>Void: %1</source>
        <translation>Khuyết %1</translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>Tiếp theo là gì?</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Bài tiếp theo: %1</translation>
    </message>
    <message>
        <source>Try a drill</source>
        <translation>Thử một bài luyện tập</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Chơi một trận thật</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>You won with %2 faan: %3. The table&apos;s minimum is %4 faan: a hand worth less may not be declared a win. Below is who paid. Your total for the hand: %1.</source>
        <translation>Bạn đã ù với %2 faan: %3. Faan tối thiểu của bàn là %4 faan: bài có ít faan hơn thì không được ù. Bên dưới là ai đã trả. Tổng của bạn trong ván: %1.</translation>
    </message>
    <message>
        <source>Start a first hand from the Learn page.</source>
        <translation>Hãy bắt đầu ván đầu tiên từ trang Học.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Chơi lại từ đầu</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Rời bài học</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Người trả</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Người nhận</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Số điểm</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Lý do</translation>
    </message>
</context>
<context>
    <name>HandEndDialog</name>
    <message>
        <source>Hand {0} is over</source>
        <translation>Ván {0} đã kết thúc</translation>
    </message>
    <message>
        <source>Drawn hand: only the dead wall is left. Nobody pays and the dealer stays.</source>
        <translation>Ván hòa: chỉ còn lại tường chết. Không ai phải trả và nhà cái giữ cái.</translation>
    </message>
    <message>
        <source>You won: {0} (value {1})</source>
        <translation>Bạn ù: {0} (giá trị {1})</translation>
    </message>
    <message>
        <source>{0} won: {1} (value {2})</source>
        <translation>{0} ù: {1} (giá trị {2})</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Người trả</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Người nhận</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Số điểm</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>No payments in this hand.</source>
        <translation>Ván này không có khoản trả nào.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ván này</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Tổng điểm</translation>
    </message>
    <message>
        <source>{0}: value {1} + self-draw bonus {2}</source>
        <translation>{0}: giá trị {1} + thưởng tự mò {2}</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>Điểm đang có</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Hạng</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Điểm xếp hạng</translation>
    </message>
    <message>
        <source>The match is over. Winner: {0}.</source>
        <translation>Trận đấu kết thúc. Người thắng: {0}.</translation>
    </message>
    <message>
        <source>The match is over. A tie: {0} share first place.</source>
        <translation>Trận đấu đã kết thúc. Hòa: {0} cùng đứng đầu.</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>Phát lại ván này…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Xem lại trận này…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>Mọi quyết định của bạn được máy chấm, tệ nhất trước, kèm cái giá và lý do</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ván tiếp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>flower pig (still holds the void suit)</source>
        <translation>flower pig (còn chất khuyết)</translation>
    </message>
    <message>
        <source>ready, value {0}</source>
        <translation>đã nghe, giá trị {0}</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>chưa nghe</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>tự mò</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>nhờ cướp kong của bạn</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>quân bỏ của bạn</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>nhờ cướp kong của {0}</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>quân bỏ của {0}</translation>
    </message>
    <message>
        <source>You won {0} with {1}: {2} faan, base points {3}</source>
        <translation>Bạn ù {0} với {1}: {2} faan, điểm cơ bản {3}</translation>
    </message>
    <message>
        <source>{0} won {1} with {2}: {3} faan, base points {4}</source>
        <translation>{0} ù {1} với {2}: {3} faan, điểm cơ bản {4}</translation>
    </message>
    <message>
        <source>{0} (limit hand)</source>
        <translation>{0} (bài tối đa)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>Limit applied</source>
        <translation>Chạm mức tối đa</translation>
    </message>
    <message>
        <source>Faan row</source>
        <translation>Mục faan</translation>
    </message>
    <message>
        <source>Next hand: you deal.</source>
        <translation>Ván sau: bạn làm cái.</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0}.</source>
        <translation>Ván sau: {0} làm cái.</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with you (East).</source>
        <translation>Ván sau: bạn tiếp tục làm cái (Đông).</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with {0} (East).</source>
        <translation>Ván sau: {0} tiếp tục làm cái (Đông).</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to you (East).</source>
        <translation>Ván sau: bạn làm cái (Đông).</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0} (East).</source>
        <translation>Ván sau: {0} làm cái (Đông).</translation>
    </message>
    <message>
        <source>The prevailing wind moves to {0}.</source>
        <translation>Gió vòng chuyển sang {0}.</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}.</source>
        <translation>Gió vòng: {0}.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>discard {0}</source>
        <translation>đánh {0}</translation>
    </message>
    <message>
        <source>void {0}</source>
        <translation>khuyết {0}</translation>
    </message>
    <message>
        <source>pass {0}</source>
        <translation>đổi {0}</translation>
    </message>
    <message>
        <source>win</source>
        <translation>ù</translation>
    </message>
    <message>
        <source>pong {0}</source>
        <translation>pong {0}</translation>
    </message>
    <message>
        <source>kong {0}</source>
        <translation>kong {0}</translation>
    </message>
    <message>
        <source>chow {0}</source>
        <translation>ăn {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>bỏ qua</translation>
    </message>
    <message>
        <source>Suggestion: {0}. {1}</source>
        <translation>Gợi ý: {0}. {1}</translation>
    </message>
    <message>
        <source>Ready afterwards.</source>
        <translation>Sau đó sẽ nghe.</translation>
    </message>
    <message>
        <source>Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}</source>
        <translation>Sau đó còn cách nghe {0} quân; {1} quân chưa lộ giúp cải thiện: {2}</translation>
    </message>
    <message>
        <source>Waits: {0}</source>
        <translation>Quân chờ: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0} ({1} quân chưa lộ, giá trị {2})</translation>
    </message>
    <message>
        <source>Danger: {0}</source>
        <translation>Nguy hiểm: {0}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} points). {3}</source>
        <translation>Gợi ý: {0} ({1} ± {2} điểm). {3}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} rank points). {3}</source>
        <translation>Gợi ý: {0} ({1} ± {2} điểm xếp hạng). {3}</translation>
    </message>
    <message>
        <source>Expected points to the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>Điểm kỳ vọng đến hết ván, trên cùng {0} diễn biến mô phỏng:</translation>
    </message>
    <message>
        <source>{0}: {1} ± {2}</source>
        <translation>{0}: {1} ± {2}</translation>
    </message>
    <message>
        <source>The game&apos;s expected rank points at the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>Điểm xếp hạng kỳ vọng của trận khi hết ván, trên cùng {0} diễn biến mô phỏng:</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Only the selected hand</source>
        <translation>Chỉ ván đang chọn</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Lúc</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Ai</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Trước</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Sau</translation>
    </message>
    <message>
        <source>Entry added</source>
        <translation>Đã thêm mục</translation>
    </message>
    <message>
        <source>Entry changed</source>
        <translation>Đã sửa mục</translation>
    </message>
    <message>
        <source>Entry deleted</source>
        <translation>Đã xóa mục</translation>
    </message>
    <message>
        <source>Hand deleted</source>
        <translation>Đã xóa ván</translation>
    </message>
    <message>
        <source>Note changed</source>
        <translation>Đã sửa ghi chú</translation>
    </message>
    <message>
        <source>Hand started</source>
        <translation>Đã bắt đầu ván</translation>
    </message>
    <message>
        <source>Drawn hand recorded</source>
        <translation>Đã ghi ván hòa</translation>
    </message>
    <message>
        <source>Seats changed</source>
        <translation>Đã đổi chỗ ngồi</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>Đã thêm ván</translation>
    </message>
    <message>
        <source>Hand changed</source>
        <translation>Đã sửa ván</translation>
    </message>
    <message>
        <source>Session created</source>
        <translation>Đã tạo buổi chơi</translation>
    </message>
    <message>
        <source>Session imported</source>
        <translation>Đã nhập buổi chơi</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>Đã đổi tên</translation>
    </message>
    <message>
        <source>Players changed</source>
        <translation>Đã đổi người chơi</translation>
    </message>
    <message>
        <source>Money changed</source>
        <translation>Đã đổi tiền cược</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>Đã đổi luật</translation>
    </message>
    <message>
        <source>Imported as a marked copy</source>
        <translation>Đã nhập thành bản sao có đánh dấu</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Đã hoàn tác: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Đã làm lại: {0}</translation>
    </message>
    <message>
        <source>no entries</source>
        <translation>không có mục nào</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>first dealer: seat {0}</source>
        <translation>nhà cái đầu tiên: vị trí {0}</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>Số ván: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>no money kept</source>
        <translation>không tính tiền</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>{0} mỗi điểm</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>mỗi người trả tối đa {0} một buổi</translation>
    </message>
    <message numerus="yes">
        <source>Changes to this session: %n</source>
        <translation>
            <numerusform>Các thay đổi của buổi chơi này: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes to hand {0}: %n</source>
        <translation>
            <numerusform>Các thay đổi của ván {0}: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>(the newest {0} shown)</source>
        <translation>({0} thay đổi mới nhất được hiển thị)</translation>
    </message>
    <message>
        <source>Changes are kept from this version of the app on.</source>
        <translation>Các thay đổi được lưu lại từ phiên bản này của ứng dụng trở đi.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Open in the calculator</source>
        <translation>Mở trong máy tính điểm</translation>
    </message>
    <message>
        <source>Open in the scorebook</source>
        <translation>Mở trong sổ điểm</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Khoản thu chi</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Mẫu bài</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Điều kiện</translation>
    </message>
    <message>
        <source>Example hand</source>
        <translation>Tay bài ví dụ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Bộ luật</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Tùy chọn</translation>
    </message>
    <message>
        <source>Choices (the default first)</source>
        <translation>Lựa chọn (mặc định đứng đầu)</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>mức trần</translation>
    </message>
    <message>
        <source>instead of %1</source>
        <translation>thay cho %1</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>Được tính: %1</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>quân ù</translation>
    </message>
    <message>
        <source>Not a win: %1</source>
        <translation>Không phải tay ù: %1</translation>
    </message>
    <message>
        <source>a whole number, %1 unless changed</source>
        <translation>một số nguyên, mặc định %1</translation>
    </message>
    <message>
        <source>Each payer</source>
        <translation>Mỗi người trả</translation>
    </message>
    <message>
        <source>Result per seat</source>
        <translation>Kết quả từng người</translation>
    </message>
    <message>
        <source>concealed</source>
        <translation>kín</translation>
    </message>
    <message>
        <source>%1: %2. Value: %3</source>
        <translation>%1: %2. Giá trị: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Shanten: %1</source>
        <translation>Số bước tới nghe: %1</translation>
    </message>
    <message>
        <source>Improving tiles: %1 (%2 tiles)</source>
        <translation>Quân cải thiện: %1 (%2 quân)</translation>
    </message>
    <message>
        <source>Waits: %1 (%2 tiles left)</source>
        <translation>Chờ: %1 (còn %2 quân)</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>Định khuyết: %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Quân bỏ</translation>
    </message>
    <message>
        <source>Shanten after it</source>
        <translation>Số bước tới nghe sau đó</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>Quân cải thiện</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Số quân</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Bốc</translation>
    </message>
    <message>
        <source>The hand after it</source>
        <translation>Bài sau đó</translation>
    </message>
    <message>
        <source>Void suit</source>
        <translation>Định khuyết</translation>
    </message>
    <message>
        <source>Tiles of it held</source>
        <translation>Đang giữ</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>Số bước tới nghe</translation>
    </message>
    <message>
        <source>Shanten to one suit</source>
        <translation>Tới thuần một chất</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Flower pig</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Nghe</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>chưa nghe</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>nghe, đáng %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Bài của bạn: %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, hidden in a real game: %2</source>
        <translation>Bài của %1 (khi chơi thật thì không thấy được): %2</translation>
    </message>
    <message>
        <source>Does %1 win on it?</source>
        <translation>%1 có ù quân này không?</translation>
    </message>
    <message>
        <source>yes: you pay %1</source>
        <translation>có: bạn trả %1</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Quân ù</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>Ù từ quân bỏ</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>Tự mò</translation>
    </message>
    <message>
        <source>%1: below the minimum, no win</source>
        <translation>%1: dưới mức tối thiểu, không được ù</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cách chơi</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>Chơi cho giỏi</translation>
    </message>
    <message>
        <source>The six rulesets</source>
        <translation>Sáu bộ luật</translation>
    </message>
    <message>
        <source>Examples and comparison</source>
        <translation>Ví dụ và so sánh</translation>
    </message>
    <message>
        <source>Questions and words</source>
        <translation>Câu hỏi và thuật ngữ</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>This page cannot be shown (%1).</source>
        <translation>Không hiển thị được trang này (%1).</translation>
    </message>
    <message>
        <source>This page is not translated yet; it is shown in English.</source>
        <translation>Trang này chưa được dịch nên hiển thị bằng tiếng Anh.</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>Ví dụ tính sẵn: %1</translation>
    </message>
    <message>
        <source>No page holds these words.</source>
        <translation>Không trang nào có các từ này.</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>Tìm trong các trang</translation>
    </message>
    <message>
        <source>Search the pages (Ctrl+F)</source>
        <translation>Tìm trong các trang (Ctrl+F)</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Quay lại (Alt+Trái)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Tiếp (Alt+Phải)</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>Luyện tập phần này</translation>
    </message>
    <message>
        <source>Drills on this page&apos;s topic, made by the engine</source>
        <translation>Bài tập về chủ đề của trang này, do bộ máy luật tạo ra</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan, classic rules</source>
        <translation>Chơi ván đầu tiên: Tứ Xuyên, luật cổ điển</translation>
    </message>
    <message>
        <source>Guided hand: mahjchina&apos;s pass rule</source>
        <translation>Ván có hướng dẫn: luật bỏ qua của mahjchina</translation>
    </message>
    <message>
        <source>Guided hand: the competition rules</source>
        <translation>Ván có hướng dẫn: luật thi đấu</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan (Mahjong Soul)</source>
        <translation>Chơi ván đầu tiên: Tứ Xuyên (Mahjong Soul)</translation>
    </message>
    <message>
        <source>Play your first hand: Hong Kong</source>
        <translation>Chơi ván đầu tiên: Hồng Kông</translation>
    </message>
    <message>
        <source>A guided hand at the table: every step explained, only the right move allowed</source>
        <translation>Một ván có hướng dẫn tại bàn: mỗi bước đều được giải thích, chỉ nước đi đúng mới được phép</translation>
    </message>
    <message>
        <source>Compare two sets of rules…</source>
        <translation>So sánh hai bộ luật…</translation>
    </message>
    <message>
        <source>What one set of rules (a club&apos;s house rules, or a profile) changes against another, each difference shown on a hand</source>
        <translation>Một bộ luật (luật riêng của câu lạc bộ, hoặc một bộ luật có sẵn) thay đổi gì so với bộ khác, mỗi khác biệt minh họa bằng một ván</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong</source>
        <translation>Mạt chược</translation>
    </message>
    <message>
        <source>Sichuan · Hong Kong</source>
        <translation>Tứ Xuyên · Hồng Kông</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Trò chơi</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Trậ&amp;n mới…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Mở trận…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Lưu trận…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>&amp;Phát lại trận…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>&amp;Xem lại trận đã lưu…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>&amp;Luật riêng…</translation>
    </message>
    <message>
        <source>A club&apos;s own rule sets: made from any profile, played, scored and shared</source>
        <translation>Bộ luật riêng của câu lạc bộ: tạo từ bất kỳ bộ luật nào, để chơi, tính điểm và chia sẻ</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;So sánh luật…</translation>
    </message>
    <message>
        <source>What one set of rules changes against another, each difference on a hand</source>
        <translation>Một bộ luật thay đổi gì so với bộ luật khác, mỗi khác biệt minh họa bằng một ván bài</translation>
    </message>
    <message>
        <source>Every decision of yours in a saved game judged by the engine</source>
        <translation>Mọi quyết định của bạn trong trận đã lưu được máy chấm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>Score&amp;book</source>
        <translation>&amp;Sổ điểm</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Tốc độ hoạt ảnh</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Tắt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Chậm</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Bình thường</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Nhanh</translation>
    </message>
    <message>
        <source>&amp;Teacher</source>
        <translation>&amp;Thầy chỉ</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Học chơi</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Phím tắt</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>&amp;Giới thiệu Mạt chược</translation>
    </message>
    <message>
        <source>Save the game being played to a file</source>
        <translation>Lưu ván đang chơi vào một tệp</translation>
    </message>
    <message>
        <source>No game to save: start a new game or open one first.</source>
        <translation>Không có ván nào để lưu: hãy bắt đầu ván mới hoặc mở một ván trước.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>Đã chuyển ngôn ngữ sang {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation>
            <numerusform>%n quân bỏ của ván này đã vào Luyện tập, mục lỗi của bạn</numerusform>
        </translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Xem lại trận đã lưu</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave *.mjjournal)</source>
        <translation>Ván mạt chược đã lưu (*.mjsave *.mjjournal)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Không thể xem lại trận</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>Không thể tải tệp này ({0}): {1}</translation>
    </message>
    <message>
        <source>About Mahjong</source>
        <translation>Giới thiệu Mạt chược</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Phiên bản {0}</translation>
    </message>
    <message>
        <source>Sichuan Bloody and Hong Kong mahjong: play against the computer, score hands and keep a scorebook for your table.</source>
        <translation>Mạt chược Tứ Xuyên huyết chiến và mạt chược Hồng Kông: chơi với máy, tính điểm tay bài và ghi sổ điểm cho bàn chơi của bạn.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Trận mới</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>Bộ luật:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Độ dài trận:</translation>
    </message>
    <message>
        <source>You (first dealer)</source>
        <translation>Bạn (nhà cái đầu tiên)</translation>
    </message>
    <message>
        <source>On your right</source>
        <translation>Bên phải bạn</translation>
    </message>
    <message>
        <source>Across from you</source>
        <translation>Đối diện bạn</translation>
    </message>
    <message>
        <source>On your left</source>
        <translation>Bên trái bạn</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Luật riêng…</translation>
    </message>
    <message>
        <source>Make, edit, import or export a club&apos;s own rule set, built from one of the Sichuan profiles</source>
        <translation>Tạo, sửa, nhập hoặc xuất bộ luật riêng của câu lạc bộ, dựa trên một bộ luật Tứ Xuyên</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ngẫu nhiên</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Mã ván (tùy chọn):</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Tốc độ hoạt ảnh:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Hands per game:</source>
        <translation>Số ván mỗi trận:</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>Số trận:</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0} ván</translation>
    </message>
    <message>
        <source>{0}; a score below zero ends the match at once.</source>
        <translation>{0}; điểm xuống dưới 0 thì trận kết thúc ngay.</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} quân</translation>
    </message>
    <message>
        <source>{0} with winds, dragons, flowers and seasons</source>
        <translation>{0} gồm quân gió, quân rồng, hoa và mùa</translation>
    </message>
    <message>
        <source>{0} in three suits</source>
        <translation>{0} thuộc ba chất</translation>
    </message>
    <message>
        <source>pass three</source>
        <translation>đổi ba quân</translation>
    </message>
    <message>
        <source>choose a void suit</source>
        <translation>chọn định khuyết</translation>
    </message>
    <message>
        <source>chow, pong and kong</source>
        <translation>ăn, pong và kong</translation>
    </message>
    <message>
        <source>pong and kong, no chow</source>
        <translation>pong và kong, không ăn</translation>
    </message>
    <message>
        <source>winners leave and play goes on</source>
        <translation>người ù rời ván, những người còn lại chơi tiếp</translation>
    </message>
    <message>
        <source>one winner ends the hand</source>
        <translation>một người ù là kết thúc ván</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>between the parts of the table&apos;s description (&quot;108 tiles in three suits; pass three; ...&quot;): the language&apos;s own semicolon (full-width ； in Chinese and Japanese)</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <source>off</source>
        <translation>tắt</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>chậm</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>bình thường</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>nhanh</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Bên phải</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Đối diện</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Bên trái</translation>
    </message>
    <message>
        <source>Resume the game of {0}</source>
        <translation>Tiếp tục ván chơi lúc {0}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Lưu trận</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave)</source>
        <translation>Trận mạt chược đã lưu (*.mjsave)</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Đã lưu trận.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Mở trận</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Mở ván đã lưu</translation>
    </message>
    <message>
        <source>A game is in progress. Opening a saved game replaces it; save it first if you want to keep it.</source>
        <translation>Một ván đang diễn ra. Mở ván đã lưu sẽ thay thế nó; hãy lưu trước nếu bạn muốn giữ lại.</translation>
    </message>
    <message>
        <source>Open and replace</source>
        <translation>Mở và thay thế</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Tiếp tục chơi</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the data folder ({0}), so the next start cannot offer it as it is now. Quit anyway and lose what was not written, or keep playing and save it with Game → Save game.</source>
        <translation>Không thể ghi ván đang chơi vào thư mục dữ liệu ({0}), nên lần mở sau không thể đề nghị chơi tiếp ván như hiện tại. Vẫn thoát và mất phần chưa ghi được, hoặc tiếp tục chơi và lưu bằng Trò chơi → Lưu trận.</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Phát lại trận</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Không thể mở trận</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>Không thể tải tệp này ({0}): {1}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>This game cannot be kept for the next start ({0}). Save it with Game → Save game, or free the data folder.</source>
        <translation>Không thể giữ ván này cho lần mở sau ({0}). Hãy lưu nó bằng Trò chơi → Lưu trận, hoặc giải phóng thư mục dữ liệu.</translation>
    </message>
    <message>
        <source>The game is not kept</source>
        <translation>Ván chưa được giữ lại</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Vẫn thoát</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the disk ({0}); the next start may offer it without its last moves.</source>
        <translation>Không thể ghi ván đang chơi xuống đĩa ({0}); lần mở sau có thể đề nghị chơi tiếp nhưng thiếu những nước đi cuối.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Không thể lưu trận</translation>
    </message>
    <message>
        <source>The game cannot be saved to {0}: {1}</source>
        <translation>Không thể lưu trận vào {0}: {1}</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Bắt đầu trận mới</translation>
    </message>
    <message>
        <source>A game is in progress. A new game replaces it; save it first if you want to keep it.</source>
        <translation>Một ván đang diễn ra. Trận mới sẽ thay thế nó; hãy lưu trước nếu bạn muốn giữ lại.</translation>
    </message>
    <message>
        <source>{0} · {1} round · hand {2} · wall {3}</source>
        <translation>{0} · vòng {1} · ván {2} · tường {3}</translation>
    </message>
    <message>
        <source>{0} · hand {1} · wall {2}</source>
        <translation>{0} · ván {1} · tường {2}</translation>
    </message>
    <message>
        <source>Pass these three (E)</source>
        <translation>Đổi ba quân này (E)</translation>
    </message>
    <message>
        <source>Win (W)</source>
        <translation>Ù (W)</translation>
    </message>
    <message>
        <source>Pong {0} (P)</source>
        <translation>Pong {0} (P)</translation>
    </message>
    <message>
        <source>Kong {0} (K)</source>
        <translation>Kong {0} (K)</translation>
    </message>
    <message>
        <source>Chow {0} (C)</source>
        <translation>Ăn {0} (C)</translation>
    </message>
    <message>
        <source>Chow… (C)</source>
        <translation>Ăn… (C)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Bỏ qua (Space)</translation>
    </message>
    <message>
        <source>Void: {0} ({1})</source>
        <translation>Khuyết {0} ({1})</translation>
    </message>
    <message>
        <source>{0} – suggested</source>
        <translation>{0} – gợi ý</translation>
    </message>
    <message>
        <source>Pick exactly three tiles of one suit.</source>
        <translation>Hãy chọn đúng ba quân cùng một chất.</translation>
    </message>
    <message>
        <source>You still hold {0} (your void suit): those tiles must go first.</source>
        <translation>Bạn vẫn còn {0} (chất khuyết của bạn): phải đánh những quân đó trước.</translation>
    </message>
    <message>
        <source>{0} cannot be discarded now.</source>
        <translation>Không thể đánh {0} lúc này.</translation>
    </message>
    <message>
        <source>{0} of 3 tiles picked to pass on (raised and outlined); click a picked tile to put it back, then confirm (E).</source>
        <translation>Đã chọn {0}/3 quân để chuyển (được nâng lên và viền); bấm vào quân đã chọn để bỏ chọn, rồi xác nhận (E).</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (Ctrl+N).</source>
        <translation>Chưa có ván nào: bắt đầu bằng Ván mới (Ctrl+N).</translation>
    </message>
    <message>
        <source>The hand is over: there is no decision of yours in it now.</source>
        <translation>Ván bài đã kết thúc: bạn không còn gì để quyết định trong ván này.</translation>
    </message>
    <message>
        <source>Ask which move the teacher would make now, and why (H)</source>
        <translation>Hỏi thầy sẽ đi nước nào lúc này và vì sao (H)</translation>
    </message>
    <message>
        <source>A hint is for your own decisions: wait until it is your turn to decide.</source>
        <translation>Gợi ý dành cho quyết định của bạn: hãy chờ đến lượt bạn quyết định.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no move in this hand yet.</source>
        <translation>Không có gì để đi lại: bạn chưa đi nước nào trong ván này.</translation>
    </message>
    <message>
        <source>You can take a move back when it is your turn to decide.</source>
        <translation>Bạn có thể đi lại khi đến lượt bạn quyết định.</translation>
    </message>
    <message>
        <source>Pick exactly three tiles.</source>
        <translation>Hãy chọn đúng ba quân.</translation>
    </message>
    <message>
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>Đã chọn đủ ba quân: bấm vào một quân trong số đó để bỏ chọn trước khi chọn quân khác.</translation>
    </message>
    <message>
        <source>chow C</source>
        <translation>ăn C</translation>
    </message>
    <message>
        <source>pong P</source>
        <translation>pong P</translation>
    </message>
    <message>
        <source>kong K</source>
        <translation>kong K</translation>
    </message>
    <message>
        <source>win W</source>
        <translation>ù W</translation>
    </message>
    <message>
        <source>Claim the discard ({0}) or pass (Space).</source>
        <translation>Lấy quân bỏ ({0}) hoặc bỏ qua (Space).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Đang suy nghĩ…</translation>
    </message>
    <message>
        <source>to the player on your right</source>
        <translation>cho người bên phải</translation>
    </message>
    <message>
        <source>to the player on your left</source>
        <translation>cho người bên trái</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>cho người đối diện</translation>
    </message>
    <message>
        <source>Pong!</source>
        <translation>Pong!</translation>
    </message>
    <message>
        <source>Chow!</source>
        <translation>Ăn!</translation>
    </message>
    <message>
        <source>Added kong!</source>
        <translation>Kong bổ sung!</translation>
    </message>
    <message>
        <source>Kong!</source>
        <translation>Kong!</translation>
    </message>
    <message>
        <source>Concealed kong!</source>
        <translation>Kong kín!</translation>
    </message>
    <message>
        <source>Self-drawn win!</source>
        <translation>Tự mò!</translation>
    </message>
    <message>
        <source>Win!</source>
        <translation>Ù!</translation>
    </message>
    <message>
        <source>Robbing the kong!</source>
        <translation>Cướp kong!</translation>
    </message>
    <message>
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>Mọi người đã chuyển ba quân {0}.
Bạn nhận {1} từ {2}.</translation>
    </message>
    <message>
        <source>{0} = {1} faan</source>
        <translation>{0} = {1} faan</translation>
    </message>
    <message>
        <source>{0} (limit)</source>
        <translation>{0} (tối đa)</translation>
    </message>
    <message>
        <source>You pay {0}</source>
        <translation>Bạn trả {0}</translation>
    </message>
    <message>
        <source>{0} pays {1}</source>
        <translation>{0} trả {1}</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>tự mò</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>từ quân bỏ</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>nhờ cướp kong</translation>
    </message>
    <message>
        <source>You win {0} with {1}
{2}</source>
        <translation>Bạn ù {0}: {1}
{2}</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}
{3}</source>
        <translation>{0} ù {1}: {2}
{3}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Trận mới…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Gợi ý (H)</translation>
    </message>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>Đi lại (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Nhật ký</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>Automatic moves and the tile tracker</source>
        <translation>Nước đi tự động và bảng đếm quân</translation>
    </message>
    <message>
        <source>Win automatically when I can</source>
        <translation>Tự động ù khi có thể</translation>
    </message>
    <message>
        <source>Pass automatically on every claim but a win</source>
        <translation>Tự động bỏ qua mọi lần ăn/chạm, trừ khi ù</translation>
    </message>
    <message>
        <source>Discard the tile I draw when no kong or win is possible</source>
        <translation>Đánh ngay quân vừa bốc khi không thể khai tứ hay ù</translation>
    </message>
    <message>
        <source>Show the tile tracker (copies not seen yet)</source>
        <translation>Hiện bảng đếm quân (số quân chưa thấy)</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>Thầy chỉ</translation>
    </message>
    <message>
        <source>What the teacher shows at the table</source>
        <translation>Những gì thầy chỉ hiện trên bàn</translation>
    </message>
    <message>
        <source>Show my waits and their tiles left</source>
        <translation>Hiện các quân tôi đang chờ và số quân còn lại</translation>
    </message>
    <message>
        <source>Highlight the tiles of the kind under the pointer</source>
        <translation>Tô sáng mọi quân cùng loại với quân dưới con trỏ</translation>
    </message>
    <message>
        <source>Mark the danger of my tiles against ready-looking players</source>
        <translation>Đánh dấu độ nguy hiểm của quân trong tay trước người có vẻ đã nghe</translation>
    </message>
    <message>
        <source>Warn before a rule costs me (passed wins, void tiles, not ready late)</source>
        <translation>Cảnh báo trước khi luật làm tôi mất điểm (bỏ qua ù, quân định khuyết, chưa nghe lúc cuối)</translation>
    </message>
    <message>
        <source>Sound for calls</source>
        <translation>Âm thanh khi hô</translation>
    </message>
    <message>
        <source>Sound for calls (needs QtMultimedia)</source>
        <translation>Âm thanh khi hô (cần QtMultimedia)</translation>
    </message>
    <message>
        <source>Sound needs Qt&apos;s multimedia module, the optional extra: {0}</source>
        <translation>Âm thanh cần mô-đun đa phương tiện của Qt, là phần bổ sung tùy chọn: {0}</translation>
    </message>
    <message>
        <source>Skip to the end of the hand</source>
        <translation>Bỏ qua đến cuối ván</translation>
    </message>
    <message>
        <source>You have nothing left to decide in this hand: play the rest at once</source>
        <translation>Bạn không còn gì để quyết định trong ván này: chơi phần còn lại ngay lập tức</translation>
    </message>
    <message>
        <source>Show or hide the list of every action at the table</source>
        <translation>Hiện hoặc ẩn danh sách mọi hành động trên bàn</translation>
    </message>
    <message>
        <source>Practice: undo your last move in this hand; the computer players decide again</source>
        <translation>Luyện tập: rút lại nước đi cuối của bạn trong ván này; người chơi máy sẽ quyết định lại</translation>
    </message>
    <message>
        <source>Start a game against three computer players
(Ctrl+N)</source>
        <translation>Bắt đầu một trận với ba người chơi máy
(Ctrl+N)</translation>
    </message>
    <message>
        <source>New to mahjong? Play a guided first hand</source>
        <translation>Mới chơi mạt chược? Hãy chơi ván đầu tiên có hướng dẫn</translation>
    </message>
    <message>
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>Chưa có trận nào: nhấn Trận mới (Ctrl+N).</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>No session is open in the scorebook.</source>
        <translation>Chưa mở buổi chơi nào trong sổ điểm.</translation>
    </message>
    <message>
        <source>Dealer: {0}</source>
        <translation>Nhà cái: {0}</translation>
    </message>
    <message>
        <source>Last hand: {0}</source>
        <translation>Ván gần nhất: {0}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>Chưa ghi ván nào.</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Màn hình người chơi</translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>Thoát toàn màn hình (Esc)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Toàn màn hình (F11)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Chọn &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Tăng lên</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm xuống</translation>
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
Không tìm thấy thư mục.
Hãy kiểm tra lại tên thư mục.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Không tìm thấy tệp.
Hãy kiểm tra lại tên tệp.</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Tệp %1</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã có.
Bạn có muốn thay thế không?</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chọn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Tìm trong:</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; đang được bảo vệ chống ghi.
Bạn vẫn muốn xóa nó chứ?</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Bí danh</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
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
        <translation>Bạn có chắc muốn xóa &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi lại</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang xem chi tiết</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang xem danh sách</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Không xóa được thư mục.</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo một thư mục mới</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Xem chi tiết</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Thư mục:</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Ổ đĩa</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Thư mục tệp</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Loại tệp:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Loại tệp:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tìm thư mục</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Lùi lại</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Lên thư mục cha</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Xem danh sách</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Danh sách nơi và dấu trang</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tìm trong:</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Máy tính của tôi</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Nơi gần đây</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Gỡ bỏ</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lưu thành</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Lối tắt</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Hiện tệp &amp;ẩn</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Không rõ</translation>
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
        <translation>&lt;b&gt;Không dùng được tên &quot;%1&quot;.&lt;/b&gt;&lt;p&gt;Hãy thử một tên khác, ngắn hơn hoặc không có dấu câu.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Tên tệp không hợp lệ</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Máy tính của tôi</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Loại</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Nhập một giá trị:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ẩn chi tiết...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>Hiện chi tiết...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Bỏ thay đổi</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>K&amp;hông cho tất cả</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có cho &amp;tất cả</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Bottom</source>
        <translation>Cuối</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Mép trái</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Xuống một trang</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Sang trái một trang</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Sang phải một trang</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Lên một trang</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Mép phải</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Cuộn xuống</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>Cuộn đến đây</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Cuộn sang trái</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Cuộn sang phải</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Cuộn lên</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Đầu</translation>
    </message>
</context>
<context>
    <name>QUndoGroup</name>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Làm lại %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Hoàn tác %1</translation>
    </message>
</context>
<context>
    <name>QUndoModel</name>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;trống&gt;</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Làm lại %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Hoàn tác %1</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Hand {0} begins; {1} deals</source>
        <translation>Ván {0} bắt đầu; {1} làm cái</translation>
    </message>
    <message>
        <source>Hand {0} begins; you deal</source>
        <translation>Ván {0} bắt đầu; bạn làm cái</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>cho người kế tiếp</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>cho người liền trước</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>cho người đối diện</translation>
    </message>
    <message>
        <source>Everyone passes three tiles {0}</source>
        <translation>Mọi người chuyển ba quân {0}</translation>
    </message>
    <message>
        <source>Void suits: {0}</source>
        <translation>Chất khuyết: {0}</translation>
    </message>
    <message>
        <source>{0} draws a replacement tile: {1}</source>
        <translation>{0} rút quân bù: {1}</translation>
    </message>
    <message>
        <source>You draw a replacement tile: {0}</source>
        <translation>Bạn rút quân bù: {0}</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} rút {1}</translation>
    </message>
    <message>
        <source>You draw {0}</source>
        <translation>Bạn rút {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} đánh {1}</translation>
    </message>
    <message>
        <source>You discard {0}</source>
        <translation>Bạn đánh {0}</translation>
    </message>
    <message>
        <source>(passing a win worth {0})</source>
        <translation>(bỏ ù trị giá {0})</translation>
    </message>
    <message>
        <source>{0} lets {1} go</source>
        <translation>{0} bỏ qua {1}</translation>
    </message>
    <message>
        <source>You let {0} go</source>
        <translation>Bạn bỏ qua {0}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from {2}</source>
        <translation>{0} pong {1} của {2}</translation>
    </message>
    <message>
        <source>You pong {0} from {1}</source>
        <translation>Bạn pong {0} của {1}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from you</source>
        <translation>{0} pong {1} của bạn</translation>
    </message>
    <message>
        <source>{0} chows {1} from {2}</source>
        <translation>{0} ăn {1} của {2}</translation>
    </message>
    <message>
        <source>You chow {0} from {1}</source>
        <translation>Bạn ăn {0} của {1}</translation>
    </message>
    <message>
        <source>{0} chows {1} from you</source>
        <translation>{0} ăn {1} của bạn</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws {2} from the far end</source>
        <translation>{0} để riêng {1} và rút quân bù {2} từ đầu kia của tường</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>Bạn để riêng {0} và rút quân bù {1} từ đầu kia của tường</translation>
    </message>
    <message>
        <source>{0} adds {1} to a pong</source>
        <translation>{0} bổ sung {1} vào pong</translation>
    </message>
    <message>
        <source>You add {0} to a pong</source>
        <translation>Bạn bổ sung {0} vào pong</translation>
    </message>
    <message>
        <source>{0}: {1} of {2}</source>
        <translation>{0}: {1} {2}</translation>
    </message>
    <message>
        <source>{0} robs the kong on {1}</source>
        <translation>{0} cướp kong {1}</translation>
    </message>
    <message>
        <source>You rob the kong on {0}</source>
        <translation>Bạn cướp kong {0}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>tự mò</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>quân bỏ của {0}</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>quân bỏ của bạn</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>nhờ cướp kong của {0}</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>nhờ cướp kong của bạn</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}: {3} ({4})</source>
        <translation>{0} ù {1} bằng {2}: {3} ({4})</translation>
    </message>
    <message>
        <source>You win {0} with {1}: {2} ({3})</source>
        <translation>Bạn ù {0} bằng {1}: {2} ({3})</translation>
    </message>
    <message>
        <source>{0} draws a tile</source>
        <translation>{0} rút một quân</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws a replacement</source>
        <translation>{0} để riêng {1} và rút quân bù</translation>
    </message>
    <message>
        <source>Hand over: {0}</source>
        <translation>Kết thúc ván: {0}</translation>
    </message>
    <message>
        <source>Match over: {0}</source>
        <translation>Kết thúc trận: {0}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>The start of the game</source>
        <translation>Đầu trận</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Đang suy nghĩ…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Phát lại</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Về đầu (Home)</translation>
    </message>
    <message>
        <source>The previous hand (Page Up)</source>
        <translation>Ván trước (Page Up)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Lùi một bước (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Phát hoặc tạm dừng (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Tiến một bước (Right)</translation>
    </message>
    <message>
        <source>The next hand (Page Down)</source>
        <translation>Ván tiếp theo (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Về cuối (End)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Góc nhìn của:</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Hiện mọi tay bài</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Gợi ý nước đi</translation>
    </message>
    <message>
        <source>When the seat you watch has a decision, show what the strong computer player would do and why</source>
        <translation>Khi người bạn đang xem phải quyết định, hiện điều người chơi máy mạnh sẽ làm và lý do</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Xem lại trận này…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>Mọi quyết định của bạn được máy chấm, tệ nhất trước, kèm cái giá và lý do</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand {0}: {1}. The engine agrees.</source>
        <translation>Ván {0}: {1}. Máy đồng ý.</translation>
    </message>
    <message>
        <source>Hand {0}: {1}; best {2}. Loss {3} ± {4}</source>
        <translation>Ván {0}: {1}; tốt nhất {2}. Mất {3} ± {4}</translation>
    </message>
    <message>
        <source>Agrees with the engine</source>
        <translation>Trùng với máy</translation>
    </message>
    <message>
        <source>A small loss</source>
        <translation>Mất ít</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>Một lỗi</translation>
    </message>
    <message>
        <source>Hand {0}: {1}. Not judged yet.</source>
        <translation>Ván {0}: {1}. Chưa chấm.</translation>
    </message>
    <message>
        <source>Not judged yet</source>
        <translation>Chưa chấm</translation>
    </message>
    <message>
        <source>Hand {0}: you chose {1}. Not judged yet.</source>
        <translation>Ván {0}: bạn chọn {1}. Chưa chấm.</translation>
    </message>
    <message>
        <source>Every decision of the seat is on the left, judged one after another; choose one to see the table at that moment.</source>
        <translation>Mọi quyết định của chỗ ngồi này ở bên trái, được chấm lần lượt; chọn một để xem bàn lúc đó.</translation>
    </message>
    <message>
        <source>{0} · hand {1}: you chose {2}; the engine&apos;s best is {3}.</source>
        <translation>{0} · ván {1}: bạn chọn {2}; máy cho tốt nhất là {3}.</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} rank points on average.</source>
        <translation>Một lỗi: trung bình mất {0} ± {1} điểm xếp hạng.</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} points on average.</source>
        <translation>Một lỗi: trung bình mất {0} ± {1} điểm.</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} rank points on average.</source>
        <translation>Mất ít: trung bình {0} ± {1} điểm xếp hạng.</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} points on average.</source>
        <translation>Mất ít: trung bình {0} ± {1} điểm.</translation>
    </message>
    <message>
        <source>{0} (your choice)</source>
        <translation>{0} (bạn chọn)</translation>
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
            <numerusform>%n quyết định: trùng {0}, {1} lỗi mỗi 100, mất {2} điểm xếp hạng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation>
            <numerusform>%n quyết định: trùng {0}, {1} lỗi mỗi 100, mất {2} điểm</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}. The game: {2}</source>
        <translation>{0}, {1}. Cả trận: {2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Ván {0}: {1}</translation>
    </message>
    <message>
        <source>%v of %m judged</source>
        <translation>Đã chấm %v / %m</translation>
    </message>
    <message>
        <source>The review stopped: this game cannot be reviewed ({0}).</source>
        <translation>Dừng xem lại: không thể xem lại trận này ({0}).</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation>
            <numerusform>Đã hủy: đã chấm %n quyết định.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision is judged.</source>
        <translation>Mọi quyết định đã được chấm.</translation>
    </message>
    <message>
        <source>Judging… each decision&apos;s moves are played out many times.</source>
        <translation>Đang chấm… mỗi nước đi được chơi thử nhiều lần.</translation>
    </message>
    <message>
        <source>The mistakes could not be kept in Drills ({0}).</source>
        <translation>Không thể lưu các lỗi vào Luyện tập ({0}).</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation>
            <numerusform>%n lỗi đã được đưa vào Luyện tập, mục lỗi của bạn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your profile could not be read or kept ({0}).</source>
        <translation>Không thể đọc hoặc lưu hồ sơ của bạn ({0}).</translation>
    </message>
    <message>
        <source>Your profile in {0}: no game reviewed to the end yet.</source>
        <translation>Hồ sơ của bạn ở {0}: chưa có ván nào được xem lại đến cuối.</translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation>
            <numerusform>Hồ sơ của bạn ở {0} (%n ván đã xem lại):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation>
            <numerusform>{0}: %n quyết định, {1} lỗi trên 100, mất {2} điểm xếp hạng mỗi quyết định</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation>
            <numerusform>{0}: %n quyết định, {1} lỗi trên 100, mất {2} điểm mỗi quyết định</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation>
            <numerusform>Mức trùng với máy, %n ván gần nhất:</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing on from hand {0} in Play.</source>
        <translation>Chơi tiếp từ ván {0} trong mục Chơi.</translation>
    </message>
    <message>
        <source>Play is not open here: the replay shows the moment instead.</source>
        <translation>Không mở được mục Chơi ở đây: bản phát lại hiện thời điểm đó.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Xem lại ván đấu</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Stop judging; the decisions judged so far stay</source>
        <translation>Ngừng chấm; các quyết định đã chấm được giữ lại</translation>
    </message>
    <message>
        <source>In the order played</source>
        <translation>Theo thứ tự đã chơi</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>Tệ nhất trước</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Nước đi</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Điểm kỳ vọng</translation>
    </message>
    <message>
        <source>Expected rank points</source>
        <translation>Điểm xếp hạng kỳ vọng</translation>
    </message>
    <message>
        <source>Futures</source>
        <translation>Số lần thử</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>Shanten</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>Quân cải thiện</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Nguy hiểm</translation>
    </message>
    <message>
        <source>The game&apos;s rank points expected at the hand&apos;s end (4 to 1, by the points the game&apos;s other hands may still move), on average over the futures played, ± the standard error</source>
        <translation>Điểm xếp hạng của trận kỳ vọng khi hết ván (từ 4 đến 1, tính cả điểm mà các ván còn lại của trận có thể thay đổi), trung bình trên các diễn biến đã chơi, ± sai số chuẩn</translation>
    </message>
    <message>
        <source>Points to the hand&apos;s end, on average over the futures played, ± the standard error</source>
        <translation>Điểm đến hết ván, trung bình qua các lần thử, ± sai số chuẩn</translation>
    </message>
    <message>
        <source>Tiles from ready after the discard</source>
        <translation>Số quân còn cách chờ ù sau khi đánh</translation>
    </message>
    <message>
        <source>Unseen tiles that would bring the hand closer to ready</source>
        <translation>Các quân chưa thấy giúp tay bài gần chờ ù hơn</translation>
    </message>
    <message>
        <source>The chance the tile wins for a player who looks ready</source>
        <translation>Khả năng quân này cho người trông như đang chờ ù ăn</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Chơi tiếp từ đây</translation>
    </message>
    <message>
        <source>Go on from this moment against the computer players, as practice</source>
        <translation>Chơi tiếp từ thời điểm này với máy, để luyện tập</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>Mở trong phát lại</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Club players</source>
        <translation>Người chơi của câu lạc bộ</translation>
    </message>
    <message>
        <source>Names kept for the session dialog&apos;s seats. Forgetting a name changes no session.</source>
        <translation>Các tên được giữ để chọn cho các vị trí khi tạo buổi chơi. Bỏ một tên không làm thay đổi buổi chơi nào.</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>Tên người chơi mới</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Bỏ tên</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <source>Cap</source>
        <translation>Giới hạn</translation>
    </message>
    <message>
        <source>Self-draw bonus (each payer)</source>
        <translation>Thưởng tự mò (mỗi người trả)</translation>
    </message>
    <message>
        <source>Exposed kong (each payer)</source>
        <translation>Kong trực tiếp (mỗi người trả)</translation>
    </message>
    <message>
        <source>Added kong (each payer)</source>
        <translation>Kong bổ sung (mỗi người trả)</translation>
    </message>
    <message>
        <source>Concealed kong (each payer)</source>
        <translation>Kong kín (mỗi người trả)</translation>
    </message>
    <message>
        <source>Flower pig amount</source>
        <translation>Tiền phạt flower pig</translation>
    </message>
    <message>
        <source>False win penalty (0: none)</source>
        <translation>Phạt ù sai (0: không phạt)</translation>
    </message>
    <message>
        <source>Exchange three before the void</source>
        <translation>Đổi ba quân trước khi chọn chất khuyết</translation>
    </message>
    <message>
        <source>The three may be of any suits</source>
        <translation>Ba quân có thể thuộc chất bất kỳ</translation>
    </message>
    <message>
        <source>The three are passed</source>
        <translation>Ba quân được chuyển</translation>
    </message>
    <message>
        <source>A declined win or pong is barred until the next draw (过胡/过碰)</source>
        <translation>Bỏ qua ù hoặc phỗng thì bị chặn đến lần bốc sau (过胡/过碰)</translation>
    </message>
    <message>
        <source>Rank points 4/3/2/1 per game</source>
        <translation>Điểm xếp hạng 4/3/2/1 mỗi trận</translation>
    </message>
    <message>
        <source>A win on a kong&apos;s replacement discard</source>
        <translation>Ù quân bỏ ngay sau kong</translation>
    </message>
    <message>
        <source>Who pays a win</source>
        <translation>Ai trả khi có người ù</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Sau khi ù</translation>
    </message>
    <message>
        <source>Who receives a flower pig&apos;s amount</source>
        <translation>Ai nhận tiền phạt flower pig</translation>
    </message>
    <message>
        <source>A flower pig pays all three others</source>
        <translation>Flower pig trả cả ba người kia</translation>
    </message>
    <message>
        <source>At the wall&apos;s end all still in return kong money</source>
        <translation>Hết tường: mọi người còn lại trả khoản kong</translation>
    </message>
    <message>
        <source>Kong money is returned to winners too</source>
        <translation>Khoản kong cũng trả lại cho người đã ù</translation>
    </message>
    <message>
        <source>in a direction drawn each hand</source>
        <translation>theo hướng bốc thăm mỗi ván</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>cho người kế tiếp</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>cho người trước</translation>
    </message>
    <message>
        <source>to the player across</source>
        <translation>cho người đối diện</translation>
    </message>
    <message>
        <source>the three others; its kongs returned</source>
        <translation>ba người kia; kong của nó bị hoàn</translation>
    </message>
    <message>
        <source>the non-pigs still in</source>
        <translation>người còn lại không phải flower pig</translation>
    </message>
    <message>
        <source>the others still in, at least their ready value</source>
        <translation>người khác còn lại, tối thiểu giá trị nghe</translation>
    </message>
    <message>
        <source>the kong money is returned</source>
        <translation>tiền kong được trả lại</translation>
    </message>
    <message>
        <source>the kong money is kept</source>
        <translation>tiền kong được giữ</translation>
    </message>
    <message>
        <source>kept, returned if a kong made after it is robbed</source>
        <translation>giữ, trả lại nếu kong sau đó bị cướp</translation>
    </message>
    <message>
        <source>the kong money goes to the winner (呼叫转移)</source>
        <translation>tiền kong chuyển cho người ù (呼叫转移)</translation>
    </message>
    <message>
        <source>the winner leaves the hand (血战到底)</source>
        <translation>người ù rời ván (血战到底)</translation>
    </message>
    <message>
        <source>the winner stays and may win again (血流成河)</source>
        <translation>người ù ở lại và có thể ù tiếp (血流成河)</translation>
    </message>
    <message>
        <source>nobody: it is a penalty</source>
        <translation>không ai: đây là tiền phạt</translation>
    </message>
    <message>
        <source>the discarder alone (Modern, table P)</source>
        <translation>chỉ người đánh ra (Hiện đại, bảng P)</translation>
    </message>
    <message>
        <source>all three, with doublings (Classical, table Q)</source>
        <translation>cả ba người, có nhân đôi (Cổ điển, bảng Q)</translation>
    </message>
    <message>
        <source>{0} (house rules on {1})</source>
        <translation>{0} (luật riêng dựa trên {1})</translation>
    </message>
</context>
<context>
    <name>RuleSetsDialog</name>
    <message>
        <source>{0} (cannot be read: {1})</source>
        <translation>{0} (không đọc được: {1})</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>Luật riêng của chúng tôi</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>nhân đôi</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>mãn</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>{0}: {1} (was {2})</source>
        <translation>{0}: {1} (trước là {2})</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>không tính</translation>
    </message>
    <message>
        <source>{0} faan: {1} points (was {2})</source>
        <translation>{0} faan: {1} điểm (trước là {2})</translation>
    </message>
    <message>
        <source>No change: these are the rules of {0}.</source>
        <translation>Không thay đổi gì: đây là luật của {0}.</translation>
    </message>
    <message>
        <source>Against {0}: {1}</source>
        <translation>So với {0}: {1}</translation>
    </message>
    <message>
        <source>These rules cannot be explained</source>
        <translation>Không thể giải thích bộ luật này</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>The rule set was not saved</source>
        <translation>Chưa lưu được bộ luật</translation>
    </message>
    <message>
        <source>The rule set was not deleted</source>
        <translation>Chưa xóa được bộ luật</translation>
    </message>
    <message>
        <source>The rule set was not imported</source>
        <translation>Chưa nhập được bộ luật</translation>
    </message>
    <message>
        <source>The rule set was not exported</source>
        <translation>Chưa xuất được bộ luật</translation>
    </message>
    <message>
        <source>Import a rule set</source>
        <translation>Nhập một bộ luật</translation>
    </message>
    <message>
        <source>Rule set (*.mjrules)</source>
        <translation>Bộ luật (*.mjrules)</translation>
    </message>
    <message>
        <source>Export the rule set</source>
        <translation>Xuất bộ luật</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Luật riêng</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Mới</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Nhập…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Explain with hands…</source>
        <translation>Giải thích bằng ván bài…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>The rule set</source>
        <translation>Bộ luật</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Dựa trên:</translation>
    </message>
    <message>
        <source>Events and the cap</source>
        <translation>Sự kiện và giới hạn</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Tổ hợp</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Tính</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Faan</source>
        <translation>Faan</translation>
    </message>
    <message>
        <source>Base points</source>
        <translation>Điểm cơ bản</translation>
    </message>
</context>
<context>
    <name>RulesCompareDialog</name>
    <message>
        <source>What {0} changes against {1}</source>
        <translation>{0} thay đổi gì so với {1}</translation>
    </message>
    <message>
        <source>These rules are of different families: they share little beyond the tiles. The Learn page “How the rulesets differ” compares them.</source>
        <translation>Hai bộ luật này thuộc hai họ khác nhau: ngoài quân bài, chúng ít có điểm chung. Trang Học «Các bộ luật khác nhau thế nào» so sánh chúng.</translation>
    </message>
    <message>
        <source>No difference: both play and pay the same.</source>
        <translation>Không có khác biệt: cả hai chơi và trả tiền như nhau.</translation>
    </message>
    <message>
        <source>Each difference below is shown on a hand the engine settles both ways, with only that difference made.</source>
        <translation>Mỗi khác biệt dưới đây được minh họa bằng một ván bài mà máy tính điểm theo cả hai cách, chỉ thay đúng khác biệt đó.</translation>
    </message>
    <message>
        <source>The same hands under both</source>
        <translation>Cùng các ván bài theo cả hai bộ luật</translation>
    </message>
    <message>
        <source>These rules count in different units ({0} and {1}), so here the hands are settled with every difference at once.</source>
        <translation>Hai bộ luật này tính theo đơn vị khác nhau ({0} và {1}), nên ở đây các ván bài được tính với mọi khác biệt cùng lúc.</translation>
    </message>
    <message>
        <source>This changes how the game is played, not what one hand pays.</source>
        <translation>Điều này thay đổi cách chơi, không thay đổi số tiền của một ván.</translation>
    </message>
    <message>
        <source>Not shown alone: the two count in different units (see the hands at the end).</source>
        <translation>Không minh họa riêng được: hai bộ luật tính theo đơn vị khác nhau (xem các ván ở cuối).</translation>
    </message>
    <message>
        <source>No example hand pays differently for this alone.</source>
        <translation>Không có ván ví dụ nào trả khác đi chỉ vì điều này.</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>không tính</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>có tính</translation>
    </message>
    <message>
        <source>Base points of a {0}-faan hand</source>
        <translation>Điểm cơ bản của bài {0} faan</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}: {1} → {2}</translation>
    </message>
    <message>
        <source>{0} draws the winning tile.</source>
        <translation>{0} tự mò quân ù.</translation>
    </message>
    <message>
        <source>{0} robs {1}&apos;s kong.</source>
        <translation>{0} cướp kong của {1}.</translation>
    </message>
    <message>
        <source>{1} makes an exposed kong on {2}&apos;s discard, {2} a concealed kong; {0} wins on {3}&apos;s discard; at the wall&apos;s end {1} is ready, {2} is not, and {3} still holds tiles of all three suits.</source>
        <translation>{1} kong trực tiếp quân bỏ của {2}, {2} kong kín; {0} ù quân bỏ của {3}; khi hết tường {1} đang nghe, {2} chưa nghe, còn {3} vẫn giữ quân của cả ba chất.</translation>
    </message>
    <message>
        <source>{1} makes a concealed kong and throws the replacement draw; {0} wins on it.</source>
        <translation>{1} kong kín rồi bỏ quân bốc bù; {0} ù quân đó.</translation>
    </message>
    <message>
        <source>{1} adds a tile to a pong; then {0} wins on {3}&apos;s discard.</source>
        <translation>{1} kong bổ sung; sau đó {0} ù quân bỏ của {3}.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard, then draws a winning tile again.</source>
        <translation>{0} ù quân bỏ của {1}, rồi lại tự mò được quân ù.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard; {2} declares a win that is none.</source>
        <translation>{0} ù quân bỏ của {1}; {2} tuyên bố ù sai.</translation>
    </message>
    <message>
        <source>{0} wins a {1}-faan hand on {2}&apos;s discard.</source>
        <translation>{0} ù bài {1} faan bằng quân bỏ của {2}.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard.</source>
        <translation>{0} ù quân bỏ của {1}.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>bàn</translation>
    </message>
    <message>
        <source>{0} → {1}: {2} ({3})</source>
        <translation>{0} → {1}: {2} ({3})</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Điểm xếp hạng</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Các khoản trả</translation>
    </message>
    <message>
        <source>Compare rules</source>
        <translation>So sánh luật</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Từ:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Sang:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Running totals after each hand</source>
        <translation>Tổng điểm sau mỗi ván</translation>
    </message>
</context>
<context>
    <name>ScorebookDialogs</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
</context>
<context>
    <name>ScorebookPage</name>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Xóa buổi chơi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>The scorebook is busy: another program is writing it. Try again in a moment.</source>
        <translation>Sổ điểm đang bận: một chương trình khác đang ghi vào. Hãy thử lại sau giây lát.</translation>
    </message>
    <message>
        <source>The scorebook file is damaged. It was left as it is: restore it from a backup.</source>
        <translation>Tệp sổ điểm bị hỏng. Tệp được giữ nguyên như cũ: hãy khôi phục từ bản sao lưu.</translation>
    </message>
    <message>
        <source>This session was changed in another window or program. It now shows what is saved; your change was not saved.</source>
        <translation>Buổi chơi này đã được thay đổi ở một cửa sổ hoặc chương trình khác. Giờ đây nó hiển thị những gì đã lưu; thay đổi của bạn chưa được lưu.</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>Tệp đó chính là sổ điểm: hãy chọn tệp khác.</translation>
    </message>
    <message>
        <source>Session {0} is damaged in the scorebook and cannot be read.</source>
        <translation>Buổi chơi {0} trong sổ điểm bị hỏng và không thể đọc được.</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>Chưa có buổi chơi nào</translation>
    </message>
    <message>
        <source>The scorebook cannot be opened</source>
        <translation>Không thể mở sổ điểm</translation>
    </message>
    <message>
        <source>Create a session for your table: choose the rules and the four players, then record each hand as it is played.</source>
        <translation>Tạo một buổi chơi cho bàn của bạn: chọn luật và bốn người chơi, rồi ghi lại từng ván khi chơi xong.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Next dealer: {0}</source>
        <translation>Nhà cái tiếp theo: {0}</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>Gió vòng: {0}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Ù</translation>
    </message>
    <message>
        <source>Self-draws</source>
        <translation>Tự mò</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>Bỏ quân cho ù</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Đã nghe</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Chưa nghe</translation>
    </message>
    <message>
        <source>Flower pigs</source>
        <translation>Flower pig</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Ù lớn nhất</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Mỗi ván</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>Điểm đang có</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Điểm xếp hạng</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Hand {0} · dealer {1}</source>
        <translation>Ván {0} · nhà cái {1}</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Opened the scorebook {0}.</source>
        <translation>Đã mở sổ điểm {0}.</translation>
    </message>
    <message>
        <source>Open scorebook</source>
        <translation>Mở sổ điểm</translation>
    </message>
    <message>
        <source>Scorebooks (*.sqlite3 *.sqlite *.db)</source>
        <translation>Sổ điểm (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>{0}
{1} · {2}</source>
        <translation>{0}
{1} · {2}</translation>
    </message>
    <message>
        <source>No session matches “{0}”.</source>
        <translation>Không có buổi chơi nào khớp với “{0}”.</translation>
    </message>
    <message>
        <source>{0} is not a scorebook.</source>
        <translation>{0} không phải là sổ điểm.</translation>
    </message>
    <message>
        <source>{0} was written by a newer version of the app; update the app to open it.</source>
        <translation>{0} được ghi bởi một phiên bản mới hơn của ứng dụng; hãy cập nhật ứng dụng để mở.</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero.</source>
        <translation>Trận đấu đã kết thúc: có người bị âm điểm.</translation>
    </message>
    <message>
        <source>The chart shows each player&apos;s running total once a hand is recorded.</source>
        <translation>Biểu đồ hiện tổng điểm cộng dồn của từng người sau khi có ván được ghi.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>an entry in hand {0}</source>
        <translation>một mục trong ván {0}</translation>
    </message>
    <message>
        <source>the edit of an entry in hand {0}</source>
        <translation>việc sửa một mục trong ván {0}</translation>
    </message>
    <message>
        <source>the deletion of an entry in hand {0}</source>
        <translation>việc xóa một mục trong ván {0}</translation>
    </message>
    <message>
        <source>the deletion of hand {0}</source>
        <translation>việc xóa ván {0}</translation>
    </message>
    <message>
        <source>the start of hand {0}</source>
        <translation>việc bắt đầu ván {0}</translation>
    </message>
    <message>
        <source>hand {0} drawn</source>
        <translation>ván {0} hòa</translation>
    </message>
    <message>
        <source>the note of hand {0}</source>
        <translation>ghi chú của ván {0}</translation>
    </message>
    <message>
        <source>{0} round</source>
        <translation>Vòng {0}</translation>
    </message>
    <message>
        <source>won: {0}</source>
        <translation>đã ù: {0}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>đang chơi</translation>
    </message>
    <message>
        <source>{0} wins robbing {1}&apos;s kong</source>
        <translation>{0} ù nhờ cướp kong của {1}</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard</source>
        <translation>{0} ù quân bỏ của {1}</translation>
    </message>
    <message>
        <source>{0} wins by self-draw</source>
        <translation>{0} ù tự mò</translation>
    </message>
    <message>
        <source>{0}: exposed kong on {1}&apos;s discard</source>
        <translation>{0}: kong trực tiếp từ quân bỏ của {1}</translation>
    </message>
    <message>
        <source>{0}: added kong</source>
        <translation>{0}: kong bổ sung</translation>
    </message>
    <message>
        <source>(not at once)</source>
        <translation>(không ngay lúc rút)</translation>
    </message>
    <message>
        <source>{0}: concealed kong</source>
        <translation>{0}: kong kín</translation>
    </message>
    <message>
        <source>{0} ready ({1} {2})</source>
        <translation>{0} đã nghe ({1} {2})</translation>
    </message>
    <message>
        <source>{0} not ready</source>
        <translation>{0} chưa nghe</translation>
    </message>
    <message>
        <source>{0} flower pig</source>
        <translation>{0} flower pig</translation>
    </message>
    <message>
        <source>Wall end: {0}</source>
        <translation>Hết tường: {0}</translation>
    </message>
    <message>
        <source>Drawn hand: nobody won</source>
        <translation>Ván hòa: không ai ù</translation>
    </message>
    <message>
        <source>{0}: false win penalty</source>
        <translation>{0}: phạt ù sai</translation>
    </message>
    <message>
        <source>{0}: dead hand</source>
        <translation>{0}: bài chết</translation>
    </message>
    <message>
        <source>Payments of hand {0}</source>
        <translation>Thanh toán của ván {0}</translation>
    </message>
    <message>
        <source>Payments of this entry</source>
        <translation>Thanh toán của mục này</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Thanh toán</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Người trả</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Cho</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Số tiền</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>không ai</translation>
    </message>
    <message>
        <source>A kong cannot be made on the player&apos;s own discard: choose who discarded the fourth tile.</source>
        <translation>Không thể kong bằng quân bỏ của chính mình: hãy chọn người đã bỏ quân thứ tư.</translation>
    </message>
    <message>
        <source>The discarder has already won and is out of the hand.</source>
        <translation>Người bỏ quân đã ù và không còn trong ván.</translation>
    </message>
    <message>
        <source>At the wall&apos;s end a hand has 13 tiles (a kong counts as 3).</source>
        <translation>Khi hết tường, mỗi tay bài có 13 quân (một kong tính là 3).</translation>
    </message>
    <message>
        <source>Hand {0} recorded as drawn. Undo ({1}) takes it back.</source>
        <translation>Đã ghi ván {0} là ván hòa. Hoàn tác ({1}) để bỏ lại.</translation>
    </message>
    <message>
        <source>{0} – hand {1}</source>
        <translation>{0} – ván {1}</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>A note for hand {0}:</source>
        <translation>Ghi chú cho ván {0}:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Hand {0} has nothing recorded yet: record its first entry instead of starting another hand.</source>
        <translation>Ván {0} chưa ghi gì: hãy ghi mục đầu tiên của ván thay vì bắt đầu ván khác.</translation>
    </message>
    <message>
        <source>Hand {0} is over: the next entry starts hand {1} by itself.</source>
        <translation>Ván {0} đã kết thúc: mục tiếp theo sẽ tự bắt đầu ván {1}.</translation>
    </message>
    <message>
        <source>Hand {0} started.</source>
        <translation>Đã bắt đầu ván {0}.</translation>
    </message>
    <message>
        <source>Deleted. Undo ({0}) puts it back.</source>
        <translation>Đã xóa. Hoàn tác ({0}) để khôi phục.</translation>
    </message>
    <message>
        <source>Delete the empty hand {0}?</source>
        <translation>Xóa ván trống {0}?</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>Xóa ván</translation>
    </message>
    <message>
        <source>Delete hand {0} and everything recorded in it?</source>
        <translation>Xóa ván {0} và mọi thứ đã ghi trong ván đó?</translation>
    </message>
    <message>
        <source>This win is scored under {0}. Start a session with these rules to record it.</source>
        <translation>Lần ù này được tính theo luật {0}. Hãy bắt đầu một buổi chơi với bộ luật này để ghi lại.</translation>
    </message>
    <message>
        <source>This file cannot be read ({0}): {1}</source>
        <translation>Không đọc được tệp này ({0}): {1}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>Đã nhập “{0}”.</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Xuất buổi chơi</translation>
    </message>
    <message>
        <source>Could not write the file: {0}</source>
        <translation>Không thể ghi tệp: {0}</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Đã xuất ra {0}.</translation>
    </message>
    <message>
        <source>Import session</source>
        <translation>Nhập buổi chơi</translation>
    </message>
    <message>
        <source>Ledger JSON (*.json)</source>
        <translation>Sổ điểm JSON (*.json)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Buổi chơi</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Mới…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Sửa…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Nhập…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Đang lưu…</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>Số ván: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked copy</source>
        <translation>bản sao có đánh dấu</translation>
    </message>
    <message>
        <source>Created {0}</source>
        <translation>Tạo ngày {0}</translation>
    </message>
    <message>
        <source>Created {0} · changed {1}</source>
        <translation>Tạo ngày {0} · sửa ngày {1}</translation>
    </message>
    <message>
        <source>Last changed {0}</source>
        <translation>Sửa lần cuối {0}</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}: {1} → {2}</translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation>
            <numerusform>Mọi ván được tính lại theo luật mới: %n ván thay đổi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals before and after:</source>
        <translation>Tổng điểm trước và sau:</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Đổi luật</translation>
    </message>
    <message>
        <source>The rules were not changed. Hand {0} cannot be settled under the new rules: {1}</source>
        <translation>Luật chưa được đổi. Ván {0} không thể tính theo luật mới: {1}</translation>
    </message>
    <message>
        <source>The rules were not changed: {0}</source>
        <translation>Luật chưa được đổi: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation>
            <numerusform>Xóa buổi chơi “{0}”? Số ván đã ghi: %n. Không thể hoàn tác thao tác này.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Skip it, or import it as a marked copy? A marked copy is counted once in the club&apos;s statistics.</source>
        <translation>Buổi chơi này đã có trong sổ điểm với tên “{0}”. Bỏ qua, hay nhập thành một bản sao có đánh dấu? Bản sao có đánh dấu chỉ được tính một lần trong thống kê của câu lạc bộ.</translation>
    </message>
    <message>
        <source>Import as a marked copy</source>
        <translation>Nhập thành bản sao có đánh dấu</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>A session&apos;s name is text of at most 200 characters.</source>
        <translation>Tên của buổi chơi là văn bản dài tối đa 200 ký tự.</translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation>
            <numerusform>Vòng gió đã chơi: %n trên {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation>
            <numerusform>Ván đã xong: %n trên {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The planned length is reached ({0}). Record more hands if the table plays on.</source>
        <translation>Đã đủ độ dài dự kiến ({0}). Nếu bàn chơi tiếp, cứ ghi thêm ván.</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>{0} mỗi điểm</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>mỗi người trả tối đa {0} một buổi</translation>
    </message>
    <message>
        <source>The cap cut what {0} pays; the winners share what is paid.</source>
        <translation>Mức trần giảm số tiền {0} phải trả; người thắng chia nhau số tiền được trả.</translation>
    </message>
    <message>
        <source>Penalties paid to nobody go to the pot: {0}.</source>
        <translation>Tiền phạt không trả cho ai được bỏ vào quỹ: {0}.</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Không ai phải trả ai.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>quỹ chung</translation>
    </message>
    <message>
        <source>This session keeps no money. Set a stake a point with Edit… to see who pays whom at the end of the night.</source>
        <translation>Phiên này không tính tiền. Đặt tiền mỗi điểm bằng Sửa… để xem ai trả ai vào cuối buổi.</translation>
    </message>
    <message>
        <source>the seat change before hand {0} ({1})</source>
        <translation>việc đổi chỗ trước ván {0} ({1})</translation>
    </message>
    <message>
        <source>Hands {0}–{1}</source>
        <translation>Ván {0}–{1}</translation>
    </message>
    <message>
        <source>seats: {0}</source>
        <translation>chỗ ngồi: {0}</translation>
    </message>
    <message>
        <source>Delete this entry of hand {0}?
{1}</source>
        <translation>Xóa mục này của ván {0}?
{1}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Xóa mục</translation>
    </message>
    <message>
        <source>Open a session first.</source>
        <translation>Hãy mở một buổi chơi trước.</translation>
    </message>
    <message>
        <source>Seats change between games: hand {0} is not over yet.</source>
        <translation>Chỉ đổi chỗ giữa các trận: ván {0} chưa kết thúc.</translation>
    </message>
    <message>
        <source>Seats change between games: {0} of this game&apos;s {1} hands are played.</source>
        <translation>Chỉ đổi chỗ giữa các trận: mới chơi {0} trong {1} ván của trận này.</translation>
    </message>
    <message>
        <source>Seats change between games: the {0} round is not over yet.</source>
        <translation>Chỉ đổi chỗ giữa các trận: vòng {0} chưa kết thúc.</translation>
    </message>
    <message>
        <source>From hand {0} on: {1}.</source>
        <translation>Từ ván {0}: {1}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Không có gì để hoàn tác.</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>Đã hoàn tác: {0}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Không có gì để làm lại.</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>Đã làm lại: {0}.</translation>
    </message>
    <message>
        <source>the dealer here is {0}, not {1}</source>
        <translation>nhà cái ở đây là {0}, không phải {1}</translation>
    </message>
    <message>
        <source>the players still in here are {0}, not {1}</source>
        <translation>người còn trong ván ở đây là {0}, không phải {1}</translation>
    </message>
    <message>
        <source>the prevailing wind here is {0}, not {1}</source>
        <translation>gió vòng ở đây là {0}, không phải {1}</translation>
    </message>
    <message>
        <source>In the calculator: {0}. In this session: {1}.</source>
        <translation>Trong máy tính điểm: {0}. Trong buổi chơi này: {1}.</translation>
    </message>
    <message>
        <source>The difference: {0}.</source>
        <translation>Khác ở chỗ: {0}.</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>nhà cái</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>người ù</translation>
    </message>
    <message>
        <source>note</source>
        <translation>ghi chú</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>tổng {0}</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>{0} ù</translation>
    </message>
    <message>
        <source>total</source>
        <translation>tổng</translation>
    </message>
    <message>
        <source>points</source>
        <translation>điểm đang có</translation>
    </message>
    <message>
        <source>rank points</source>
        <translation>điểm xếp hạng</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>tiền mỗi điểm</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>mức trần</translation>
    </message>
    <message>
        <source>money</source>
        <translation>tiền</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>trả</translation>
    </message>
    <message>
        <source>pot</source>
        <translation>quỹ chung</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>chỗ ngồi</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Đang nhập {0}…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Bảng CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV table, headings in this language (*.csv)</source>
        <translation>Bảng CSV, tiêu đề bằng tiếng Việt (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Bảng điểm</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Cộng dồn</translation>
    </message>
    <message>
        <source>Night&apos;s money</source>
        <translation>Tiền cuối buổi</translation>
    </message>
    <message>
        <source>Saved the session as {0}.</source>
        <translation>Đã lưu buổi chơi thành {0}.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Lưu thành PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Search by player, name or date</source>
        <translation>Tìm theo người chơi, tên hoặc ngày</translation>
    </message>
    <message>
        <source>Open scorebook…</source>
        <translation>Mở sổ điểm…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Người chơi…</translation>
    </message>
    <message>
        <source>The club&apos;s players, kept across sessions</source>
        <translation>Người chơi của câu lạc bộ, được giữ qua các buổi chơi</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the standings and the hands as a PDF to print</source>
        <translation>Lưu bảng điểm và các ván thành PDF để in</translation>
    </message>
    <message>
        <source>Save session as PDF…</source>
        <translation>Lưu buổi chơi thành PDF…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Sửa</translation>
    </message>
    <message>
        <source>Win… (W)</source>
        <translation>Ù… (W)</translation>
    </message>
    <message>
        <source>Kong… (K)</source>
        <translation>Kong… (K)</translation>
    </message>
    <message>
        <source>Wall end… (E)</source>
        <translation>Hết tường… (E)</translation>
    </message>
    <message>
        <source>Penalty… (P)</source>
        <translation>Phạt… (P)</translation>
    </message>
    <message>
        <source>Drawn hand (D)</source>
        <translation>Ván hòa (D)</translation>
    </message>
    <message>
        <source>Records the hand as drawn at once; Undo takes it back</source>
        <translation>Ghi ngay ván này là ván hòa; Hoàn tác để bỏ lại</translation>
    </message>
    <message>
        <source>New hand (N)</source>
        <translation>Ván mới (N)</translation>
    </message>
    <message>
        <source>Change seats…</source>
        <translation>Đổi chỗ ngồi…</translation>
    </message>
    <message>
        <source>Between games: a player leaves and another sits down, or two swap seats</source>
        <translation>Giữa các trận: một người rời bàn và người khác ngồi vào, hoặc hai người đổi chỗ</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Biểu đồ</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Màn hình người chơi</translation>
    </message>
    <message>
        <source>A second window for the table: the standings in large type, the dealer and the last hand, following the scorebook</source>
        <translation>Cửa sổ thứ hai cho cả bàn: bảng điểm chữ lớn, nhà cái và ván gần nhất, cập nhật theo sổ điểm</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Lịch sử</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>Mọi buổi chơi theo bộ luật này (ghép người chơi theo tên)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>The wall ran out: who is ready, not ready or a flower pig (查叫)</source>
        <translation>Tường đã hết: ai đã nghe, chưa nghe hoặc là flower pig (查叫)</translation>
    </message>
    <message>
        <source>A hand that ends with a third winner or the wall&apos;s end starts the next one by itself</source>
        <translation>Ván kết thúc khi có người ù thứ ba hoặc hết tường sẽ tự động bắt đầu ván tiếp theo</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Change seats</source>
        <translation>Đổi chỗ ngồi</translation>
    </message>
    <message>
        <source>From hand {0} on, these players sit in these seats. The hands played keep the names they were played with; each player&apos;s standing adds up every seat they held.</source>
        <translation>Từ ván {0}, những người chơi này ngồi ở các vị trí này. Các ván đã chơi giữ tên của người đã chơi chúng; điểm của mỗi người cộng mọi vị trí người đó đã ngồi.</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Vị trí {0}:</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Mỗi vị trí cần một tên.</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>Tên dài tối đa {0} ký tự.</translation>
    </message>
    <message>
        <source>The four seats need four different names.</source>
        <translation>Bốn vị trí cần bốn tên khác nhau.</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>Những người chơi này đã ngồi ở các vị trí này rồi.</translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <source>Session</source>
        <translation>Buổi chơi</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Buổi chơi mới</translation>
    </message>
    <message>
        <source>e.g. Friday club</source>
        <translation>ví dụ: CLB tối thứ Sáu</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>Bộ luật:</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>Gió vòng:</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Người chơi, theo thứ tự vị trí</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Người chơi {0}</translation>
    </message>
    <message>
        <source>Type a name or pick one of the club&apos;s players</source>
        <translation>Gõ tên hoặc chọn một người chơi của câu lạc bộ</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Vị trí {0}:</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Vị trí {0}</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Nhà cái đầu tiên:</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Tiền</translation>
    </message>
    <message>
        <source>No money</source>
        <translation>Không tính tiền</translation>
    </message>
    <message>
        <source>Stake a point:</source>
        <translation>Tiền mỗi điểm:</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Không có mức trần</translation>
    </message>
    <message>
        <source>The most a player pays in the night; the winners share what the losers pay</source>
        <translation>Số tiền tối đa một người trả trong buổi; người thắng chia nhau số tiền người thua trả</translation>
    </message>
    <message>
        <source>Cap a night:</source>
        <translation>Mức trần mỗi buổi:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Tạo</translation>
    </message>
    <message>
        <source>Two seats have the same name ({0}): give each player a name of their own.</source>
        <translation>Hai vị trí trùng tên ({0}): hãy đặt cho mỗi người chơi một tên riêng.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Play</source>
        <translation>Chơi</translation>
    </message>
    <message>
        <source>Move along your hand</source>
        <translation>Di chuyển trên tay bài</translation>
    </message>
    <message>
        <source>Discard the chosen tile (while exchanging: pick it or put it back)</source>
        <translation>Đánh quân đang chọn (khi đổi bài: chọn hoặc bỏ chọn quân đó)</translation>
    </message>
    <message>
        <source>Pass the three chosen tiles</source>
        <translation>Chuyển ba quân đã chọn</translation>
    </message>
    <message>
        <source>Choose characters, dots or bamboo as your void suit</source>
        <translation>Chọn vạn, đồng hoặc sách làm chất thiếu</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Ù</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>Phỗng</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Khang</translation>
    </message>
    <message>
        <source>Chow (several chows: a list to choose from)</source>
        <translation>Ăn (nhiều cách ăn: một danh sách để chọn)</translation>
    </message>
    <message>
        <source>Pass (let the discard go)</source>
        <translation>Bỏ qua (để quân vừa đánh đi qua)</translation>
    </message>
    <message>
        <source>In the list of chows: take that chow</source>
        <translation>Trong danh sách ăn: chọn cách ăn đó</translation>
    </message>
    <message>
        <source>In the list of chows: take the marked chow, or close the list</source>
        <translation>Trong danh sách ăn: chọn cách ăn đang đánh dấu, hoặc đóng danh sách</translation>
    </message>
    <message>
        <source>Hint: what the teacher would do</source>
        <translation>Gợi ý: thầy sẽ làm gì</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>Đi lại nước vừa rồi (ván tập)</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>Sổ điểm</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>Ghi một ván ù</translation>
    </message>
    <message>
        <source>Record a kong</source>
        <translation>Ghi một khang</translation>
    </message>
    <message>
        <source>Record the wall&apos;s end</source>
        <translation>Ghi hết bài</translation>
    </message>
    <message>
        <source>Record a penalty</source>
        <translation>Ghi một lần phạt</translation>
    </message>
    <message>
        <source>Record a drawn hand</source>
        <translation>Ghi ván hòa</translation>
    </message>
    <message>
        <source>Start a new hand</source>
        <translation>Bắt đầu ván mới</translation>
    </message>
    <message>
        <source>Delete the chosen row</source>
        <translation>Xóa dòng đang chọn</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Phát lại</translation>
    </message>
    <message>
        <source>Next or previous move</source>
        <translation>Nước sau hoặc nước trước</translation>
    </message>
    <message>
        <source>Next or previous hand</source>
        <translation>Ván sau hoặc ván trước</translation>
    </message>
    <message>
        <source>First or last move</source>
        <translation>Nước đầu hoặc nước cuối</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Phát hoặc tạm dừng</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Học</translation>
    </message>
    <message>
        <source>Back or forward</source>
        <translation>Lùi hoặc tiến</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>Tìm trong các trang</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Máy tính điểm</translation>
    </message>
    <message>
        <source>Copy the result</source>
        <translation>Sao chép kết quả</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Tác dụng</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menu</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Wall: {0}</source>
        <translation>Tường: {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Ván {0}</translation>
    </message>
    <message>
        <source>Bonus tile (set aside)</source>
        <translation>Quân hoa (để riêng)</translation>
    </message>
    <message>
        <source>Won on this tile (set aside)</source>
        <translation>Đã ù bằng quân này (để riêng)</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>Gió vòng: {0}</translation>
    </message>
    <message>
        <source>(+{0} in the dead wall)</source>
        <translation>(+{0} ở tường chết)</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Vị trí {0}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>nhà cái</translation>
    </message>
    <message>
        <source>void: {0}</source>
        <translation>khuyết {0}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>đã ù</translation>
    </message>
    <message>
        <source>won ×{0}</source>
        <translation>đã ù ×{0}</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}</source>
        <translation>Bỏ {0} là bạn nghe. Quân ù: {1}. Tổng số quân chưa lộ: {2}</translation>
    </message>
    <message>
        <source>You are ready. Winning tiles: {0}. Unseen in all: {1}</source>
        <translation>Bạn đang nghe. Quân ù: {0}. Tổng số quân chưa lộ: {1}</translation>
    </message>
    <message>
        <source>Danger (1: no sign that it is safe): {0}</source>
        <translation>Nguy hiểm (1: không có dấu hiệu nào là an toàn): {0}</translation>
    </message>
    <message>
        <source>If you pass this win, then until your next tile from the wall you may win on another player&apos;s tile only when it pays more than this one.</source>
        <translation>Nếu bạn bỏ qua lần ù này, cho đến khi rút quân tiếp theo từ tường, bạn chỉ được ù quân của người khác khi nó được nhiều hơn lần này.</translation>
    </message>
    <message>
        <source>If you pass, you may not pong {0} again before your next draw.</source>
        <translation>Nếu bỏ qua, bạn không được pong {0} nữa cho đến lần rút tiếp theo.</translation>
    </message>
    <message>
        <source>You passed up a win: until your next tile from the wall you may win on another player&apos;s tile only when it pays more than {0}.</source>
        <translation>Bạn đã bỏ qua một lần ù: cho đến khi rút quân tiếp theo từ tường, bạn chỉ được ù quân của người khác khi nó được nhiều hơn {0}.</translation>
    </message>
    <message>
        <source>You passed a pong: no pong of {0} before your next draw.</source>
        <translation>Bạn đã bỏ qua pong: không được pong {0} trước lần rút tiếp theo.</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you still hold {0} of your void suit: with them you can neither win nor be ready.</source>
        <translation>Tường sắp hết mà bạn vẫn giữ {0} thuộc chất định khuyết: còn giữ chúng thì bạn không thể ù cũng không thể nghe.</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you are not ready: at the wall&apos;s end you pay every ready player (查叫).</source>
        <translation>Tường sắp hết mà bạn chưa nghe: lúc hết tường bạn phải trả cho mọi người đã nghe (kiểm nghe lúc hết tường).</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Plain win</source>
        <translation>Ù thường</translation>
    </message>
    <message>
        <source>All pongs</source>
        <translation>Pong toàn bộ</translation>
    </message>
    <message>
        <source>Pure one suit</source>
        <translation>Thuần một chất</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Bảy đôi</translation>
    </message>
    <message>
        <source>Dragon seven pairs</source>
        <translation>Bảy đôi rồng</translation>
    </message>
    <message>
        <source>Golden hook</source>
        <translation>Câu vàng</translation>
    </message>
    <message>
        <source>Terminals in all sets</source>
        <translation>Bộ nào cũng có 1/9</translation>
    </message>
    <message>
        <source>2-5-8 pongs</source>
        <translation>Pong toàn bộ 2-5-8</translation>
    </message>
    <message>
        <source>Eighteen arhats</source>
        <translation>Mười tám La Hán</translation>
    </message>
    <message>
        <source>Pure all pongs</source>
        <translation>Pong toàn bộ một chất</translation>
    </message>
    <message>
        <source>Pure seven pairs</source>
        <translation>Bảy đôi một chất</translation>
    </message>
    <message>
        <source>Pure dragon seven pairs</source>
        <translation>Bảy đôi rồng một chất</translation>
    </message>
    <message>
        <source>Pure golden hook</source>
        <translation>Câu vàng một chất</translation>
    </message>
    <message>
        <source>Pure terminals</source>
        <translation>Bộ nào cũng có 1/9, một chất</translation>
    </message>
    <message>
        <source>Pure eighteen arhats</source>
        <translation>Mười tám La Hán một chất</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Gốc</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>Kong nở hoa</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>Quân bỏ sau kong</translation>
    </message>
    <message>
        <source>Robbing the kong</source>
        <translation>Cướp kong</translation>
    </message>
    <message>
        <source>Last tile drawn</source>
        <translation>Tự mò quân cuối</translation>
    </message>
    <message>
        <source>Last tile discarded</source>
        <translation>Quân bỏ cuối</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Quân cuối</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Thiên ù</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Địa ù</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Tự mò</translation>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>Bài kín</translation>
    </message>
    <message>
        <source>All chows</source>
        <translation>Toàn sảnh</translation>
    </message>
    <message>
        <source>Dragon pong</source>
        <translation>Pong rồng</translation>
    </message>
    <message>
        <source>Seat wind pong</source>
        <translation>Pong gió chỗ ngồi</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>Pong gió vòng</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>Không hoa</translation>
    </message>
    <message>
        <source>Own flower</source>
        <translation>Hoa của mình</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>Mùa của mình</translation>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>Ù bằng quân bù</translation>
    </message>
    <message>
        <source>Mixed terminals and honours</source>
        <translation>Hỗn yêu cửu</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>Đủ bốn hoa</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>Đủ bốn mùa</translation>
    </message>
    <message>
        <source>Mixed one suit</source>
        <translation>Hỗn một chất</translation>
    </message>
    <message>
        <source>Small three dragons</source>
        <translation>Tiểu tam nguyên</translation>
    </message>
    <message>
        <source>Small four winds</source>
        <translation>Tiểu tứ hỉ</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Đại tam nguyên</translation>
    </message>
    <message>
        <source>Four concealed pongs</source>
        <translation>Tứ ám khắc</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>Toàn chữ</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Đại tứ hỉ</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Thập tam yêu</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Cửu liên bảo đăng</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>Toàn kong</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>Thanh yêu cửu</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>Ù quân bỏ</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>Ù tự mò</translation>
    </message>
    <message>
        <source>Win robbing a kong</source>
        <translation>Ù cướp kong</translation>
    </message>
    <message>
        <source>Kong bloom, paid by the kong&apos;s feeder</source>
        <translation>Kong nở hoa, người bỏ cho kong trả</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Kong trực tiếp</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>Kong bổ sung</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong kín</translation>
    </message>
    <message>
        <source>Kong money returned (kong discard)</source>
        <translation>Hoàn khoản kong (quân bỏ sau kong)</translation>
    </message>
    <message>
        <source>Kong money passed to the winner (call transfer)</source>
        <translation>Tiền kong chuyển cho người ù (呼叫转移)</translation>
    </message>
    <message>
        <source>Kong money returned (not ready)</source>
        <translation>Hoàn khoản kong (chưa nghe)</translation>
    </message>
    <message>
        <source>Not ready pays a ready hand</source>
        <translation>Chưa nghe trả người đã nghe</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Flower pig</translation>
    </message>
    <message>
        <source>Flower pig penalty</source>
        <translation>Phạt flower pig</translation>
    </message>
    <message>
        <source>False win penalty</source>
        <translation>Phạt ù sai</translation>
    </message>
    <message>
        <source>×2 discarder</source>
        <extracomment>why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).</extracomment>
        <translation>×2 người bỏ</translation>
    </message>
    <message>
        <source>×2 self-draw</source>
        <translation>×2 tự mò</translation>
    </message>
    <message>
        <source>×2 East pays</source>
        <translation>×2 Đông trả</translation>
    </message>
    <message>
        <source>×2 East wins</source>
        <translation>×2 Đông ù</translation>
    </message>
    <message>
        <source>MIL Bloody Mahjong</source>
        <translation>Mạt chược Huyết chiến MIL</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>Huyết chiến Tứ Xuyên mahjchina</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>Tứ Xuyên (luật thi đấu)</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>Huyết chiến Mahjong Soul</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>Hồng Kông hiện đại (người bỏ trả)</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>Hồng Kông cổ điển (mọi người trả)</translation>
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
        <translation>Thi đấu</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <source>HK Modern</source>
        <translation>HK hiện đại</translation>
    </message>
    <message>
        <source>HK Classical</source>
        <translation>HK cổ điển</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>vạn</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>ống</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>sách</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Mạnh</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Đơn giản</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>First legal move</source>
        <translation>Nước hợp lệ đầu tiên</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <source>points</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>han</source>
        <translation>han</translation>
    </message>
    <message>
        <source>faan</source>
        <translation>faan</translation>
    </message>
    <message>
        <source>Three players have won.</source>
        <translation>Ba người đã ù.</translation>
    </message>
    <message>
        <source>A win ends the hand.</source>
        <translation>Có người ù, ván kết thúc.</translation>
    </message>
    <message>
        <source>The wall is empty.</source>
        <translation>Tường đã hết.</translation>
    </message>
    <message>
        <source>A score fell below zero: the match ends.</source>
        <translation>Có người bị điểm âm: trận đấu kết thúc.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Giới hạn</translation>
    </message>
    <message>
        <source>Roots capped at 8, then events double</source>
        <translation>Gốc tối đa 8, rồi nhân đôi theo sự kiện</translation>
    </message>
    <message>
        <source>Events inside the same cap of 8</source>
        <translation>Sự kiện tính chung giới hạn 8</translation>
    </message>
    <message>
        <source>Kong money refunded by</source>
        <translation>Người hoàn khoản kong</translation>
    </message>
    <message>
        <source>Players not ready</source>
        <translation>Người chưa nghe</translation>
    </message>
    <message>
        <source>Every player still in</source>
        <translation>Mọi người còn chơi</translation>
    </message>
    <message>
        <source>Refunds go to</source>
        <translation>Hoàn khoản kong cho</translation>
    </message>
    <message>
        <source>Payers still in the hand</source>
        <translation>Người đã trả còn trong ván</translation>
    </message>
    <message>
        <source>All original payers</source>
        <translation>Mọi người đã trả ban đầu</translation>
    </message>
    <message>
        <source>A flower pig pays</source>
        <translation>Flower pig trả cho</translation>
    </message>
    <message>
        <source>Players still in who are not pigs</source>
        <translation>Người còn chơi không phải flower pig</translation>
    </message>
    <message>
        <source>Every other player</source>
        <translation>Mọi người khác</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Số ván mỗi trận</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số trận</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Tối thiểu</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Mức trần</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>Quân hoa</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Độ dài trận</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Đông</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Nam</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Tây</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Bắc</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Rồng trắng</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Rồng xanh</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Rồng đỏ</translation>
    </message>
    <message>
        <source>Minimum {0} faan</source>
        <translation>Tối thiểu {0} faan</translation>
    </message>
    <message>
        <source>Limit {0} faan</source>
        <translation>Tối đa {0} faan</translation>
    </message>
    <message>
        <source>Bonus tiles count toward the minimum</source>
        <translation>Quân hoa được tính vào mức tối thiểu</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>Quân hoa không tính vào mức tối thiểu</translation>
    </message>
    <message>
        <source>One wind round (East)</source>
        <translation>Một vòng gió (Đông)</translation>
    </message>
    <message>
        <source>A full game (four wind rounds)</source>
        <translation>Trọn bốn vòng gió</translation>
    </message>
    <message>
        <source>{0} wind rounds</source>
        <translation>{0} vòng gió</translation>
    </message>
    <message>
        <source>{0} Characters</source>
        <extracomment>a suited tile by its rank and suit (&quot;5 Dots&quot;); Chinese and Japanese write &quot;5饼&quot;, &quot;5筒&quot;.</extracomment>
        <translation>{0} vạn</translation>
    </message>
    <message>
        <source>{0} Dots</source>
        <translation>{0} ống</translation>
    </message>
    <message>
        <source>{0} Bamboo</source>
        <translation>{0} sách</translation>
    </message>
    <message>
        <source>Plum</source>
        <extracomment>the bonus tiles by rank (docs/rules.md §1): flowers 1-4, seasons 5-8.</extracomment>
        <translation>Hoa mai</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>Hoa lan</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>Hoa cúc</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>Hoa trúc</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Mùa xuân</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Mùa hạ</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>Mùa thu</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Mùa đông</translation>
    </message>
    <message>
        <source>No tiles yet.</source>
        <translation>Chưa có quân nào.</translation>
    </message>
    <message>
        <source>Unknown letter: tiles are written as digits followed by m, p or s.</source>
        <translation>Chữ cái không hợp lệ: quân bài được viết bằng chữ số, theo sau là m, p hoặc s.</translation>
    </message>
    <message>
        <source>There is no tile of rank 0.</source>
        <translation>Không có quân số 0.</translation>
    </message>
    <message>
        <source>That tile does not exist.</source>
        <translation>Quân bài đó không tồn tại.</translation>
    </message>
    <message>
        <source>Some digits have no suit letter after them.</source>
        <translation>Một số chữ số không có chữ cái chỉ chất theo sau.</translation>
    </message>
    <message>
        <source>Too many copies of a tile: there are only four.</source>
        <translation>Quá nhiều bản của một quân: mỗi quân chỉ có bốn.</translation>
    </message>
    <message>
        <source>A bonus tile appears twice.</source>
        <translation>Một quân hoa xuất hiện hai lần.</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>Sai số quân để ù: cần 14 quân (một kong tính là 3).</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>Quân hoa được để riêng, không tính vào tay bài.</translation>
    </message>
    <message>
        <source>A meld is written like pong:5m or ankong:9s.</source>
        <translation>Bộ được viết như pong:5m hoặc ankong:9s.</translation>
    </message>
    <message>
        <source>The void suit is characters, dots or bamboo.</source>
        <translation>Chất khuyết phải là vạn, ống hoặc sách.</translation>
    </message>
    <message>
        <source>Sichuan hands use only characters, dots and bamboo.</source>
        <translation>Tay bài Tứ Xuyên chỉ dùng vạn, ống và sách.</translation>
    </message>
    <message>
        <source>The winner must be among the seats still in.</source>
        <translation>Người ù phải là người còn trong ván.</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>Hãy chọn người đã bỏ quân ù.</translation>
    </message>
    <message>
        <source>The winner cannot have discarded the winning tile.</source>
        <translation>Người ù không thể là người bỏ quân ù.</translation>
    </message>
    <message>
        <source>The discarder must be among the seats still in.</source>
        <translation>Người bỏ phải là người còn trong ván.</translation>
    </message>
    <message>
        <source>When a kong is robbed, the other three copies are in that kong: the winner cannot hold another.</source>
        <translation>Khi bị cướp kong, ba quân còn lại nằm trong kong đó: người ù không thể giữ thêm quân nào như vậy.</translation>
    </message>
    <message>
        <source>These events cannot happen with this kind of win.</source>
        <translation>Các sự kiện này không thể xảy ra với kiểu ù này.</translation>
    </message>
    <message>
        <source>Nobody else is still in to pay.</source>
        <translation>Không còn ai khác trong ván để trả.</translation>
    </message>
    <message>
        <source>Seats are numbered 0 to 3.</source>
        <translation>Vị trí được đánh số từ 0 đến 3.</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>Chưa thành tay ù: cần bốn bộ và một đôi, hoặc bảy đôi.</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or thirteen orphans.</source>
        <translation>Chưa thành tay ù: cần bốn bộ và một đôi, hoặc thập tam yêu.</translation>
    </message>
    <message>
        <source>The hand still holds a tile of its void suit, so it cannot win.</source>
        <translation>Tay bài vẫn còn quân thuộc chất khuyết nên không thể ù.</translation>
    </message>
    <message>
        <source>The hand uses all three suits: a Sichuan win has at most two.</source>
        <translation>Tay bài có đủ cả ba chất: ù Tứ Xuyên chỉ được tối đa hai chất.</translation>
    </message>
    <message>
        <source>Below the Hong Kong minimum: the hand has too few faan to win.</source>
        <translation>Dưới mức tối thiểu của luật Hồng Kông: tay bài không đủ faan để ù.</translation>
    </message>
    <message>
        <source>Not ready: no tile completes this hand.</source>
        <translation>Chưa nghe: không quân nào hoàn thành được tay bài này.</translation>
    </message>
    <message>
        <source>no winning shape</source>
        <translation>không thành tay ù</translation>
    </message>
    <message>
        <source>holds its void suit</source>
        <translation>còn chất khuyết</translation>
    </message>
    <message>
        <source>three suits</source>
        <translation>đủ ba chất</translation>
    </message>
    <message>
        <source>below the minimum</source>
        <translation>dưới mức tối thiểu</translation>
    </message>
    <message>
        <source>That player has already won in this hand.</source>
        <translation>Người chơi đó đã ù trong ván này.</translation>
    </message>
    <message>
        <source>The discarder has already won in this hand and cannot discard.</source>
        <translation>Người bỏ đã ù trong ván này nên không thể bỏ quân.</translation>
    </message>
    <message>
        <source>That player has a dead hand and cannot win.</source>
        <translation>Người chơi đó có tay chết nên không thể ù.</translation>
    </message>
    <message>
        <source>This hand is already over (three winners or the wall&apos;s end).</source>
        <translation>Ván này đã kết thúc (đã có ba người ù hoặc đã hết tường).</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero, or every hand has been played.</source>
        <translation>Trận đấu đã kết thúc: có người bị điểm âm, hoặc đã chơi hết các ván.</translation>
    </message>
    <message>
        <source>Give the winning hand or its value.</source>
        <translation>Hãy nhập tay bài ù hoặc giá trị của nó.</translation>
    </message>
    <message>
        <source>The value is not allowed for these rules.</source>
        <translation>Giá trị này không hợp lệ với bộ luật này.</translation>
    </message>
    <message>
        <source>The wall&apos;s end needs every player still in the hand.</source>
        <translation>Mục hết tường cần có mọi người còn trong ván.</translation>
    </message>
    <message>
        <source>These rules have no such penalty.</source>
        <translation>Bộ luật này không có hình phạt đó.</translation>
    </message>
    <message>
        <source>Choose ready, not ready or flower pig.</source>
        <translation>Hãy chọn đã nghe, chưa nghe hoặc flower pig.</translation>
    </message>
    <message>
        <source>A hand is written like 123m456p55s.</source>
        <translation>Tay bài được viết như 123m456p55s.</translation>
    </message>
    <message>
        <source>The scorebook was written by a newer version of the app.</source>
        <translation>Sổ điểm này được ghi bởi phiên bản mới hơn của ứng dụng.</translation>
    </message>
    <message>
        <source>That file is not a scorebook.</source>
        <translation>Tệp đó không phải là sổ điểm.</translation>
    </message>
    <message>
        <source>That file is not a scorebook session.</source>
        <translation>Tệp đó không phải là buổi chơi của sổ điểm.</translation>
    </message>
    <message>
        <source>Unknown rule profile.</source>
        <translation>Bộ luật không xác định.</translation>
    </message>
    <message>
        <source>Take the win.</source>
        <translation>Hãy ù ngay.</translation>
    </message>
    <message>
        <source>Pass this small win: a bigger one is likely.</source>
        <translation>Bỏ ù nhỏ này: nhiều khả năng sẽ ù lớn hơn.</translation>
    </message>
    <message>
        <source>Pass on three tiles of your weakest suit.</source>
        <translation>Đổi đi ba quân thuộc chất yếu nhất của bạn.</translation>
    </message>
    <message>
        <source>Give up the suit that helps your hand least.</source>
        <translation>Chọn khuyết chất ít giúp ích nhất cho tay bài.</translation>
    </message>
    <message>
        <source>Give up this suit to keep a valuable hand.</source>
        <translation>Khuyết chất này để giữ tay bài giá trị cao.</translation>
    </message>
    <message>
        <source>Void-suit tiles must go first.</source>
        <translation>Phải đánh hết quân chất khuyết trước.</translation>
    </message>
    <message>
        <source>This keeps your hand closest to ready.</source>
        <translation>Cách này giữ tay bài gần nghe nhất.</translation>
    </message>
    <message>
        <source>This leaves the most tiles that improve your hand.</source>
        <translation>Cách này để lại nhiều quân giúp cải thiện tay bài nhất.</translation>
    </message>
    <message>
        <source>This leaves the best wait: the most winning tiles times their value.</source>
        <translation>Cách này cho thế chờ tốt nhất: số quân ù nhân giá trị là lớn nhất.</translation>
    </message>
    <message>
        <source>This keeps the hand worth more.</source>
        <translation>Cách này giữ tay bài có giá trị cao hơn.</translation>
    </message>
    <message>
        <source>Someone looks ready: this tile is the safest to throw.</source>
        <translation>Có người có vẻ đã nghe: quân này an toàn nhất để đánh.</translation>
    </message>
    <message>
        <source>A close call, settled by simulating the rest of the hand.</source>
        <translation>Các lựa chọn sát nút, được quyết định bằng cách mô phỏng phần còn lại của ván.</translation>
    </message>
    <message>
        <source>Declare the kong: kong money, and your hand keeps its shape.</source>
        <translation>Hãy kong: được khoản kong mà tay bài vẫn giữ nguyên thế.</translation>
    </message>
    <message>
        <source>Pong: it brings your hand closer to ready.</source>
        <translation>Pong: giúp tay bài gần nghe hơn.</translation>
    </message>
    <message>
        <source>Pong: it builds toward a more valuable hand.</source>
        <translation>Pong: hướng tới tay bài giá trị cao hơn.</translation>
    </message>
    <message>
        <source>Pass: claiming would not help your hand.</source>
        <translation>Bỏ qua: lấy quân này không giúp gì cho tay bài.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a label and its value (&quot;Seat 1: +6&quot;); Chinese and Japanese write &quot;%1：%2&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>two items of a list of names, such as patterns (&quot;Pure one suit, Root&quot;); Chinese and Japanese: &quot;%1、%2&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a word and what it adds in brackets (&quot;Win on a discard (×2 discarder)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tile efficiency</source>
        <translation>Hiệu quả quân bài</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>Giá trị tay bài</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Phòng thủ</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>Ăn/gọi hay bỏ qua</translation>
    </message>
    <message>
        <source>The void suit</source>
        <translation>Chất bỏ</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>Đổi ba quân</translation>
    </message>
    <message>
        <source>Passing a win</source>
        <translation>Bỏ qua ù</translation>
    </message>
    <message>
        <source>The wall&apos;s end</source>
        <translation>Lúc hết tường</translation>
    </message>
    <message>
        <source>Tiles from ready: {0} after your choice, {1} after the best.</source>
        <translation>Cách chờ ù: {0} quân sau lựa chọn của bạn, {1} sau nước tốt nhất.</translation>
    </message>
    <message>
        <source>Unseen tiles that improve the hand: {0} after your choice, {1} after the best.</source>
        <translation>Quân chưa thấy giúp cải thiện tay bài: {0} sau lựa chọn của bạn, {1} sau nước tốt nhất.</translation>
    </message>
    <message>
        <source>Waits after your choice: {0}. After the best: {1}.</source>
        <translation>Quân chờ sau lựa chọn của bạn: {0}. Sau nước tốt nhất: {1}.</translation>
    </message>
    <message>
        <source>{0} looks ready ({1}): your tile would win for them {2} of the time, the best {3}.</source>
        <translation>{0} trông như đang chờ ù ({1}): quân của bạn cho họ ù {2} số lần, nước tốt nhất {3}.</translation>
    </message>
    <message>
        <source>Tiles left in the wall: {0}.</source>
        <translation>Quân còn trong tường bài: {0}.</translation>
    </message>
    <message>
        <source>A kong is paid for at once: declaring or declining it moves that money.</source>
        <translation>Kong được trả tiền ngay: tuyên bố hay bỏ qua đều thay đổi số tiền đó.</translation>
    </message>
    <message>
        <source>A win was on offer and you let it go.</source>
        <translation>Có thể ù nhưng bạn đã bỏ qua.</translation>
    </message>
    <message>
        <source>Taking this win was worth less than playing on.</source>
        <translation>Ù lúc này đáng ít hơn chơi tiếp.</translation>
    </message>
    <message>
        <source>Void suit: you chose {0}, the best is {1}.</source>
        <translation>Chất bỏ: bạn chọn {0}, tốt nhất là {1}.</translation>
    </message>
    <message>
        <source>Tiles passed: yours {0}, the best {1}.</source>
        <translation>Quân đổi: của bạn {0}, tốt nhất {1}.</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0} ({1} chưa thấy, giá {2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>A bonus tile is written 1f to 8f.</source>
        <translation>Quân hoa được viết từ 1f đến 8f.</translation>
    </message>
    <message>
        <source>The cap on a hand&apos;s money is not a valid amount.</source>
        <translation>Mức trần tiền của một ván không phải là số tiền hợp lệ.</translation>
    </message>
    <message>
        <source>That drill cannot be kept in the drills file.</source>
        <translation>Không thể lưu bài luyện đó vào tệp bài luyện.</translation>
    </message>
    <message>
        <source>A field of the rule set has a value of the wrong kind or size.</source>
        <translation>Một mục của bộ luật có giá trị sai kiểu hoặc sai cỡ.</translation>
    </message>
    <message>
        <source>The review&apos;s numbers do not add up, so it was not kept.</source>
        <translation>Các con số của bản xem lại không khớp nhau nên không được lưu.</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>Tệp không phải là JSON hợp lệ.</translation>
    </message>
    <message>
        <source>Drill levels are 1 to 4.</source>
        <translation>Cấp độ bài luyện từ 1 đến 4.</translation>
    </message>
    <message>
        <source>The game&apos;s record does not start with a hand.</source>
        <translation>Bản ghi trận không bắt đầu bằng một ván.</translation>
    </message>
    <message>
        <source>A name is text of at most 200 characters.</source>
        <translation>Tên là văn bản dài tối đa 200 ký tự.</translation>
    </message>
    <message>
        <source>A rule option has a value it does not take.</source>
        <translation>Một tùy chọn luật có giá trị không được phép.</translation>
    </message>
    <message>
        <source>The drill&apos;s question is damaged.</source>
        <translation>Câu hỏi của bài luyện bị hỏng.</translation>
    </message>
    <message>
        <source>That answer does not fit the question.</source>
        <translation>Câu trả lời đó không khớp với câu hỏi.</translation>
    </message>
    <message>
        <source>A stored record is damaged.</source>
        <translation>Một bản ghi đã lưu bị hỏng.</translation>
    </message>
    <message>
        <source>The game&apos;s rules or options are unknown.</source>
        <translation>Luật hoặc tùy chọn của trận không xác định.</translation>
    </message>
    <message>
        <source>A drill&apos;s number is a whole number from 0.</source>
        <translation>Số của bài luyện là số nguyên từ 0 trở lên.</translation>
    </message>
    <message>
        <source>The stake is not a valid amount of money.</source>
        <translation>Mức cược không phải là số tiền hợp lệ.</translation>
    </message>
    <message>
        <source>The money totals do not add up.</source>
        <translation>Tổng số tiền không khớp nhau.</translation>
    </message>
    <message>
        <source>The game&apos;s wall is not a valid set of tiles.</source>
        <translation>Tường bài của trận không phải là bộ quân hợp lệ.</translation>
    </message>
    <message>
        <source>Winds are East, South, West or North.</source>
        <translation>Gió là Đông, Nam, Tây hoặc Bắc.</translation>
    </message>
    <message>
        <source>The file is busy: another program is writing it. Try again in a moment.</source>
        <translation>Tệp đang bận: một chương trình khác đang ghi vào. Hãy thử lại sau giây lát.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>Không mở được tệp.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Không ghi được tệp.</translation>
    </message>
    <message>
        <source>It was changed in another window or program.</source>
        <translation>Nó đã được thay đổi ở một cửa sổ hoặc chương trình khác.</translation>
    </message>
    <message>
        <source>The file was changed after it was saved.</source>
        <translation>Tệp đã bị thay đổi sau khi được lưu.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Tệp bị hỏng.</translation>
    </message>
    <message>
        <source>A self-drawn win has no discarder.</source>
        <translation>Ù tự mò thì không có người bỏ quân.</translation>
    </message>
    <message>
        <source>This session is already in the scorebook.</source>
        <translation>Buổi chơi này đã có trong sổ điểm.</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>Tệp đó chính là sổ điểm: hãy chọn tệp khác.</translation>
    </message>
    <message>
        <source>A hand&apos;s rules differ from the file&apos;s.</source>
        <translation>Luật của một ván khác với luật của tệp.</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>Bản ghi có một nước đi mà luật không cho phép.</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>Trận này đang được chơi ở một cửa sổ khác.</translation>
    </message>
    <message>
        <source>This kind of drill does not exist in these rules.</source>
        <translation>Loại bài luyện này không có trong luật này.</translation>
    </message>
    <message>
        <source>The record does not follow from its own moves.</source>
        <translation>Bản ghi không khớp với chính các nước đi của nó.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the app.</source>
        <translation>Tệp được ghi bởi phiên bản mới hơn của ứng dụng.</translation>
    </message>
    <message>
        <source>That drill is no longer in the drills file.</source>
        <translation>Bài luyện đó không còn trong tệp bài luyện.</translation>
    </message>
    <message>
        <source>No drill could be made from this number.</source>
        <translation>Không tạo được bài luyện từ số này.</translation>
    </message>
    <message>
        <source>That hand or entry is no longer in the session.</source>
        <translation>Ván hoặc mục đó không còn trong buổi chơi.</translation>
    </message>
    <message>
        <source>That session is no longer in the scorebook.</source>
        <translation>Buổi chơi đó không còn trong sổ điểm.</translation>
    </message>
    <message>
        <source>That is not a regular file.</source>
        <translation>Đó không phải là một tệp thông thường.</translation>
    </message>
    <message>
        <source>That file is not a saved game.</source>
        <translation>Tệp đó không phải là trận đã lưu.</translation>
    </message>
    <message>
        <source>The hand is not a win.</source>
        <translation>Tay bài này không ù.</translation>
    </message>
    <message>
        <source>Seats change between games: this game is still being played.</source>
        <translation>Chỉ đổi chỗ giữa các trận: trận này vẫn đang chơi.</translation>
    </message>
    <message>
        <source>That file is not a rule set.</source>
        <translation>Tệp đó không phải là bộ luật.</translation>
    </message>
    <message>
        <source>The file holds a number that is too long.</source>
        <translation>Tệp chứa một con số quá dài.</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>Những người chơi này đã ngồi ở các vị trí này rồi.</translation>
    </message>
    <message>
        <source>The file is too big.</source>
        <translation>Tệp quá lớn.</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>Tệp lồng nhau quá sâu.</translation>
    </message>
    <message>
        <source>The file is cut short.</source>
        <translation>Tệp bị cắt cụt.</translation>
    </message>
    <message>
        <source>There is no such kind of drill.</source>
        <translation>Không có loại bài luyện như vậy.</translation>
    </message>
    <message>
        <source>The rule set has a field these rules do not know.</source>
        <translation>Bộ luật có một mục mà luật này không biết.</translation>
    </message>
    <message>
        <source>These rules have no such option.</source>
        <translation>Luật này không có tùy chọn như vậy.</translation>
    </message>
    <message>
        <source>The file&apos;s format version is unknown.</source>
        <translation>Phiên bản định dạng của tệp không xác định.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Không đọc được tệp.</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a pattern counted more than once (&quot;Root ×2&quot;).</extracomment>
        <translation>%1 ×%2</translation>
    </message>
</context>
<context>
    <name>TileTracker</name>
    <message>
        <source>{0}: {1} not seen yet</source>
        <translation>{0}: còn {1} quân chưa thấy</translation>
    </message>
</context>
</TS>
