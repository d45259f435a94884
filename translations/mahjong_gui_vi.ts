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
        <source>Rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>An explainer page for each rule profile: how a hand is won, what scores and who pays.</source>
        <translation>Trang giải thích cho từng bộ luật: thế nào là ù bài, những gì được tính điểm và ai phải trả.</translation>
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
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Thoát</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
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
        <source>&amp;About Mahjong</source>
        <translation>&amp;Giới thiệu Mạt chược</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Sẵn sàng</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>Đã chuyển ngôn ngữ sang {0}.</translation>
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
    <name>PlaceholderPage</name>
    <message>
        <source>Coming soon</source>
        <translation>Sắp ra mắt</translation>
    </message>
</context>
</TS>
