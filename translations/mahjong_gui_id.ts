<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
<context>
    <name>Areas</name>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Play against the computer</source>
        <translation>Main melawan komputer</translation>
    </message>
    <message>
        <source>Sit down at a table with three computer opponents and play a full game under any of the six rule profiles.</source>
        <translation>Duduk di meja bersama tiga lawan komputer dan mainkan satu permainan penuh dengan salah satu dari enam profil aturan.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Kalkulator</translation>
    </message>
    <message>
        <source>Hand calculator</source>
        <translation>Kalkulator skor</translation>
    </message>
    <message>
        <source>Enter a hand and the situation it was won in, then see every scoring pattern, the total value and who pays whom.</source>
        <translation>Masukkan satu tangan beserta situasi saat menang, lalu lihat setiap pola skor, nilai totalnya, dan siapa membayar kepada siapa.</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>Buku Skor</translation>
    </message>
    <message>
        <source>Record each hand played at a real table. Payments and standings are kept in a local database and can be exported.</source>
        <translation>Catat setiap ronde yang dimainkan di meja sungguhan. Pembayaran dan klasemen disimpan di basis data lokal dan dapat diekspor.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>An explainer page for each rule profile: how a hand is won, what scores and who pays.</source>
        <translation>Halaman penjelasan untuk setiap profil aturan: cara menang, apa saja yang mendapat skor, dan siapa yang membayar.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Mahjong</source>
        <translation>Mahjong</translation>
    </message>
    <message>
        <source>Sichuan · Hong Kong</source>
        <translation>Sichuan · Hong Kong</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Berkas</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>&amp;Tentang Mahjong</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>Bahasa diubah ke {0}.</translation>
    </message>
    <message>
        <source>About Mahjong</source>
        <translation>Tentang Mahjong</translation>
    </message>
    <message>
        <source>Version {0}</source>
        <translation>Versi {0}</translation>
    </message>
    <message>
        <source>Sichuan Bloody and Hong Kong mahjong: play against the computer, score hands and keep a scorebook for your table.</source>
        <translation>Mahjong Sichuan Bloody dan Hong Kong: bermain melawan komputer, menghitung skor tangan, dan menyimpan buku skor untuk meja Anda.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>PlaceholderPage</name>
    <message>
        <source>Coming soon</source>
        <translation>Segera hadir</translation>
    </message>
</context>
</TS>
