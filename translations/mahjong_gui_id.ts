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
        <source>Learn</source>
        <translation>Belajar</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Belajar bermain</translation>
    </message>
    <message>
        <source>How to play and score each ruleset, step by step, with worked examples, a comparison, a glossary and answers to common questions.</source>
        <translation>Cara bermain dan menghitung skor tiap aturan, langkah demi langkah, dengan contoh yang sudah dihitung, perbandingan, glosarium, dan jawaban atas pertanyaan umum.</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>Latihan</translation>
    </message>
    <message>
        <source>Short exercises made by the engine: which tile to discard, what a hand waits on, what it is worth, who pays at the wall&apos;s end. Wrong answers come back sooner.</source>
        <translation>Latihan singkat buatan mesin aturan: tile mana yang dibuang, tangan menunggu apa, berapa nilainya, siapa membayar siapa saat tembok habis. Jawaban yang salah akan muncul lagi lebih cepat.</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina: dealer menang biasa dengan mengambil sendiri (contoh 1)</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina: semua pong dengan mengambil sendiri (contoh 2)</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL: satu suit murni setelah satu pemenang keluar (contoh 3)</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>Mahjong Soul: menang dengan mengambil sendiri 1 han (contoh 6)</translation>
    </message>
    <message>
        <source>Competition: pure all pongs, 3 fan (example 7)</source>
        <translation>Kompetisi: semua pong murni, 3 fan (contoh 7)</translation>
    </message>
    <message>
        <source>MIL: dragon seven pairs on a discard</source>
        <translation>MIL: tujuh pasang naga dari buangan</translation>
    </message>
    <message>
        <source>mahjchina: golden hook on a kong bloom</source>
        <translation>mahjchina: kail emas, mekar setelah kong</translation>
    </message>
    <message>
        <source>Mahjong Soul: eighteen arhats</source>
        <translation>Mahjong Soul: delapan belas arhat</translation>
    </message>
    <message>
        <source>Hong Kong Modern: South wins 5 faan on West&apos;s discard</source>
        <translation>Hong Kong Modern: Selatan menang 5 faan dari buangan Barat</translation>
    </message>
    <message>
        <source>Hong Kong Classical: South self-draws 5 faan</source>
        <translation>Hong Kong Classical: Selatan mengambil sendiri 5 faan</translation>
    </message>
    <message>
        <source>Click to remove; shift-click to make it the winning tile</source>
        <translation>Klik untuk menghapus; Shift+klik untuk menjadikannya tile kemenangan</translation>
    </message>
    <message>
        <source>Enter a hand: click the tiles above, or type it (e.g. 123456m234p789p55m). The last tile is the winning tile.</source>
        <translation>Masukkan tangan: klik tile di atas, atau ketik (mis. 123456m234p789p55m). Tile terakhir adalah tile kemenangan.</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>Masukkan tangan yang menang terlebih dahulu</translation>
    </message>
    <message>
        <source>%1 (dealer)</source>
        <extracomment>a player&apos;s name, who deals this hand (&quot;An (dealer)&quot;)</extracomment>
        <translation>%1 (dealer)</translation>
    </message>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation>
            <numerusform>Tile dimasukkan: %n. Menang perlu 14, dan 13 tile menampilkan tile tunggu (kong dihitung 3).</numerusform>
        </translation>
    </message>
    <message>
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pembayar</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Kepada</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a player&apos;s name and their seat wind (&quot;Bình (South)&quot;); Chinese and Japanese: &quot;%1（%2）&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Tile tunggu</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Deltas</source>
        <translation>Perubahan skor</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Contoh</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Salin</translation>
    </message>
    <message>
        <source>Send to scorebook</source>
        <translation>Kirim ke Buku Skor</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Tangan:</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>mis. 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Tiles (click to add)</source>
        <translation>Tile (klik untuk menambah)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Tangan</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Kong terbuka</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>Kong tambahan</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong tertutup</translation>
    </message>
    <message>
        <source>Your hand (the highlighted tile is the winning tile)</source>
        <translation>Tangan Anda (tile yang disorot adalah tile kemenangan)</translation>
    </message>
    <message>
        <source>Click a tile to remove it, shift-click to make it the winning tile. Melds: choose a kind, then a tile.</source>
        <translation>Klik tile untuk menghapusnya, Shift+klik untuk menjadikannya tile kemenangan. Meld: pilih jenisnya, lalu tile.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Situation</source>
        <translation>Situasi</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Mengambil sendiri</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Pemenang:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Dealer:</translation>
    </message>
    <message>
        <source>Still in:</source>
        <translation>Masih main:</translation>
    </message>
    <message>
        <source>Void suit:</source>
        <translation>Suit kosong:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Otomatis</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>Mekar setelah kong</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on Bình&apos;s discard</source>
        <translation>mahjchina: tangan yang sama, menang dari buangan Bình</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with Dũng already out</source>
        <translation>mahjchina: mengambil sendiri saat Dũng sudah keluar</translation>
    </message>
    <message>
        <source>“%1” (character %2) is not a tile letter: write digits followed by m, p or s (z for honours, f for bonus tiles).</source>
        <translation>“%1” (karakter ke-%2) bukan huruf tile: tulis angka diikuti m, p, atau s (z untuk tile kehormatan, f untuk bunga).</translation>
    </message>
    <message>
        <source>“%1” (character %2) has no digit before it: write 5m, not m5.</source>
        <translation>“%1” (karakter ke-%2) tidak didahului angka: tulis 5m, bukan m5.</translation>
    </message>
    <message>
        <source>The digits at character %2 have no suit letter after them (m, p or s).</source>
        <translation>Angka pada karakter ke-%2 tidak diikuti huruf suit (m, p, atau s).</translation>
    </message>
    <message>
        <source>There is no tile of rank 0 (character %2).</source>
        <translation>Tidak ada tile berangka 0 (karakter ke-%2).</translation>
    </message>
    <message>
        <source>There is no tile %1 (character %2).</source>
        <translation>Tidak ada tile %1 (karakter ke-%2).</translation>
    </message>
    <message>
        <source>Too many %1: there are only four of each tile.</source>
        <translation>Terlalu banyak %1: setiap tile hanya ada empat.</translation>
    </message>
    <message>
        <source>%1 appears twice: there is one of each bonus tile.</source>
        <translation>%1 muncul dua kali: setiap bunga hanya ada satu.</translation>
    </message>
    <message>
        <source>“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m or chow:3m.</source>
        <translation>“%1” bukan meld: tulis pong:5m, kong:5m, addkong:5m, ankong:5m, atau chow:3m.</translation>
    </message>
    <message>
        <source>“%1” must name one suit or honour tile, as in pong:5m.</source>
        <translation>“%1” harus menyebut satu tile suit atau tile kehormatan, seperti pong:5m.</translation>
    </message>
    <message>
        <source>There is no %1: a chow is three tiles in a row of one suit, written by its lowest tile, 1 to 7 (chow:7m is 7-8-9).</source>
        <translation>Tidak ada %1: chow adalah tiga tile berurutan dari satu suit, ditulis dengan tile terendahnya, 1 sampai 7 (chow:7m adalah 7-8-9).</translation>
    </message>
    <message>
        <source>The hand text is too long: at most %1 characters are read.</source>
        <translation>Teks tangan terlalu panjang: paling banyak %1 karakter yang dibaca.</translation>
    </message>
    <message>
        <source>%1 is an honour tile: %2 is played with characters, dots and bamboo only.</source>
        <translation>%1 adalah tile kehormatan: %2 hanya dimainkan dengan karakter, bulatan, dan bambu.</translation>
    </message>
    <message>
        <source>%2 has no chows: %1 cannot be declared.</source>
        <translation>%2 tidak mengenal chow: %1 tidak bisa dideklarasikan.</translation>
    </message>
    <message>
        <source>%2 has no bonus tiles: %1 cannot be added.</source>
        <translation>%2 tidak memakai bunga: %1 tidak bisa ditambahkan.</translation>
    </message>
    <message>
        <source>A hand has at most 14 tiles (a kong counts as 3); this one would have more. Remove a tile first.</source>
        <translation>Satu tangan paling banyak 14 tile (kong dihitung 3); ini akan melebihinya. Hapus satu tile dulu.</translation>
    </message>
    <message>
        <source>The hand text has an error: correct it or clear it before adding or removing tiles.</source>
        <translation>Teks tangan ada kesalahan: perbaiki atau kosongkan dulu sebelum menambah atau menghapus tile.</translation>
    </message>
    <message>
        <source>No %1 left: all four are in the hand already.</source>
        <translation>Tidak ada %1 lagi: keempatnya sudah di tangan.</translation>
    </message>
    <message>
        <source>A pong of %1 needs three free copies, and only %2 are left.</source>
        <translation>Pong %1 perlu tiga salinan bebas, dan hanya tersisa %2.</translation>
    </message>
    <message>
        <source>A kong of %1 needs all four copies, and only %2 are left.</source>
        <translation>Kong %1 perlu keempat salinannya, dan hanya tersisa %2.</translation>
    </message>
    <message>
        <source>No %1 left for this chow: all four are in the hand already.</source>
        <translation>Tidak ada %1 lagi untuk chow ini: keempatnya sudah di tangan.</translation>
    </message>
    <message>
        <source>These rules have no such event.</source>
        <translation>Aturan ini tidak mengenal peristiwa itu.</translation>
    </message>
    <message>
        <source>Kong bloom cannot happen here: it is a self-draw of the tile taken after your own kong, so it needs a self-draw and a kong among your melds.</source>
        <translation>Mekar setelah kong tidak mungkin di sini: itu menang mengambil sendiri dari tile yang diambil setelah kong sendiri, jadi perlu mengambil sendiri dan ada kong di meld Anda.</translation>
    </message>
    <message>
        <source>A replacement tile cannot be won here: it is drawn after a kong or a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile.</source>
        <translation>Tidak mungkin menang dengan tile pengganti di sini: tile itu diambil setelah kong atau bunga, jadi perlu mengambil sendiri dan ada kong di meld Anda atau sebuah bunga.</translation>
    </message>
    <message>
        <source>Kong discard cannot happen here: it is a win on the tile another player discards right after their kong, so it needs a win on a discard.</source>
        <translation>Buangan setelah kong tidak mungkin di sini: itu menang dari tile yang dibuang pemain lain tepat setelah kong mereka, jadi harus menang dari buangan.</translation>
    </message>
    <message>
        <source>Last tile cannot happen here: no kong can be robbed once the wall is empty, and Hong Kong counts the last tile only when it is self-drawn.</source>
        <translation>Tile terakhir tidak mungkin di sini: kong tidak bisa direbut setelah dinding habis, dan Hong Kong hanya menghitung tile terakhir bila diambil sendiri.</translation>
    </message>
    <message>
        <source>Heavenly cannot happen here: it is the dealer winning on the dealt hand, a self-draw by the dealer with no melds.</source>
        <translation>Tangan surga tidak mungkin di sini: itu dealer menang dengan tangan yang dibagikan, yaitu dealer mengambil sendiri tanpa meld.</translation>
    </message>
    <message>
        <source>Earthly cannot happen here: it is a player other than the dealer winning at their first turn, before any meld (on their first draw, or in most rules on the dealer&apos;s first discard).</source>
        <translation>Tangan bumi tidak mungkin di sini: itu pemain selain dealer menang pada giliran pertamanya, sebelum ada meld (saat ambilan pertama, atau di kebanyakan aturan dari buangan pertama dealer).</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>Buangan setelah kong</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Tile terakhir</translation>
    </message>
    <message>
        <source>Heavenly</source>
        <translation>Tangan surga</translation>
    </message>
    <message>
        <source>Earthly</source>
        <translation>Tangan bumi</translation>
    </message>
    <message>
        <source>no honour tiles</source>
        <translation>tanpa tile kehormatan</translation>
    </message>
    <message>
        <source>no chows</source>
        <translation>tanpa chow</translation>
    </message>
    <message>
        <source>event impossible</source>
        <translation>peristiwa mustahil</translation>
    </message>
    <message>
        <source>robbed tile held</source>
        <translation>memegang tile yang direbut</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>belum siap</translation>
    </message>
    <message>
        <source>%1 does not have everything that was entered; removed: %2.</source>
        <translation>%1 tidak memiliki semua yang dimasukkan; dihapus: %2.</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session. The session uses its own dealer, players still in and prevailing wind, so its numbers can differ from these.</source>
        <translation>Catat kemenangan ini di sesi Buku skor yang sedang dibuka. Sesi memakai dealer, pemain yang masih main, dan angin putarannya sendiri, jadi angkanya bisa berbeda dari di sini.</translation>
    </message>
    <message>
        <source>These 13 tiles are ready: the tiles that win are listed with the copies you cannot see and what each is worth.</source>
        <translation>13 tile ini sudah siap: tile yang memenangkan didaftar bersama salinan yang belum terlihat dan nilai masing-masing.</translation>
    </message>
    <message>
        <source>%1 (replaced by %2)</source>
        <translation>%1 (digantikan oleh %2)</translation>
    </message>
    <message>
        <source>%1 faan, base %2</source>
        <translation>%1 faan, dasar %2</translation>
    </message>
    <message>
        <source>(limit: %1 faan counted as %2)</source>
        <translation>(batas: %1 faan dihitung %2)</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Nilai: %1</translation>
    </message>
    <message>
        <source>(capped from %1 to %2 %3)</source>
        <translation>(dibatasi dari %1 menjadi %2 %3)</translation>
    </message>
    <message>
        <source>Roots: %1</source>
        <translation>Akar: %1</translation>
    </message>
    <message>
        <source>Without the house rules (%1): %2</source>
        <translation>Tanpa aturan rumah (%1): %2</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Alasan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sisa</translation>
    </message>
    <message>
        <source>Best wait</source>
        <translation>Nilai terbaik</translation>
    </message>
    <message>
        <source>Waits</source>
        <translation>Tile tunggu</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Aturan:</translation>
    </message>
    <message>
        <source>Copy the hand and its result as text</source>
        <translation>Salin tangan dan hasilnya sebagai teks</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>Menang dari buangan</translation>
    </message>
    <message>
        <source>Robbing a kong</source>
        <translation>Merebut kong</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Pembuang:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Peristiwa:</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>Angin putaran:</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Tangan: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Aturan: %1</translation>
    </message>
    <message>
        <source>%1 (%2 left): %3</source>
        <translation>%1 (sisa %2): %3</translation>
    </message>
    <message>
        <source>Won on a replacement tile</source>
        <translation>Menang dengan tile pengganti</translation>
    </message>
    <message>
        <source>Chow</source>
        <translation>Chow</translation>
    </message>
    <message>
        <source>Waits and what each is worth</source>
        <translation>Tile tunggu dan nilainya</translation>
    </message>
    <message>
        <source>The same hand under every profile</source>
        <translation>Tangan yang sama di setiap profil aturan</translation>
    </message>
</context>
<context>
    <name>ChowChooser</name>
    <message>
        <source>Which chow? (1-{0}, arrows and Enter, Esc: back)</source>
        <translation>Chow yang mana? (1-{0}, tombol panah dan Enter, Esc: kembali)</translation>
    </message>
</context>
<context>
    <name>DrillExplanation</name>
    <message>
        <source>Best: %1</source>
        <translation>Terbaik: %1</translation>
    </message>
    <message numerus="yes">
        <source>shanten %1, %n improving tile(s):</source>
        <translation>
            <numerusform>%1 tile dari siap, %n tile yang memperbaiki:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (your answer)</source>
        <translation>%1 (jawaban Anda)</translation>
    </message>
    <message>
        <source>Picked but not a wait:</source>
        <translation>Dipilih tetapi bukan tile tunggu:</translation>
    </message>
    <message>
        <source>Waits you missed:</source>
        <translation>Tile tunggu yang terlewat:</translation>
    </message>
    <message>
        <source>This hand waits on nothing.</source>
        <translation>Tangan ini tidak menunggu tile apa pun.</translation>
    </message>
    <message>
        <source>not enough to win</source>
        <translation>tidak cukup untuk menang</translation>
    </message>
    <message>
        <source>%1 %2, %3 from the discarder</source>
        <translation>%1 %2, %3 dari pembuang</translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation>
            <numerusform>%n belum terlihat; </numerusform>
        </translation>
    </message>
    <message>
        <source>Reading:</source>
        <translation>Susunan:</translation>
    </message>
    <message>
        <source>%1: %2 × %3</source>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <source>Your answer: %1 %2; %3</source>
        <translation>Jawaban Anda: %1 %2; %3</translation>
    </message>
    <message>
        <source>flower pig</source>
        <translation>babi bunga</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>belum siap</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>siap, nilai %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Kong money paid earlier (not part of the answer):</source>
        <translation>Poin kong yang sudah dibayar sebelumnya (bukan bagian dari jawaban):</translation>
    </message>
    <message>
        <source>Your answer: %1</source>
        <translation>Jawaban Anda: %1</translation>
    </message>
    <message>
        <source>Ready: it waits on</source>
        <translation>Siap: menunggu</translation>
    </message>
    <message>
        <source>Not ready: no tile completes it.</source>
        <translation>Belum siap: tidak ada tile yang melengkapinya.</translation>
    </message>
    <message>
        <source>A flower pig.</source>
        <translation>Babi bunga.</translation>
    </message>
    <message>
        <source>Not a flower pig.</source>
        <translation>Bukan babi bunga.</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding a tile of its void suit is a flower pig.</source>
        <translation>Menurut aturan ini, tangan yang masih memegang tile dari suit kosongnya adalah babi bunga.</translation>
    </message>
    <message>
        <source>Under these rules a hand still holding all three suits is a flower pig.</source>
        <translation>Menurut aturan ini, tangan yang masih memegang ketiga suit adalah babi bunga.</translation>
    </message>
    <message>
        <source>The review: %1. Best: %2.</source>
        <translation>Tinjauan: %1. Terbaik: %2.</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 rank points (%4 futures)</source>
        <translation>%1: %2 ± %3 poin peringkat (%4 simulasi)</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 points (%4 futures)</source>
        <translation>%1: %2 ± %3 poin (%4 simulasi)</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 rank points on average.</source>
        <translation>Dalam permainan itu merugikan rata-rata %1 ± %2 poin peringkat.</translation>
    </message>
    <message>
        <source>In the game it cost %1 ± %2 points on average.</source>
        <translation>Dalam permainan itu merugikan rata-rata %1 ± %2 poin.</translation>
    </message>
    <message>
        <source>%1 %2; the discarder pays %3.</source>
        <translation>%1 %2; pembuang membayar %3.</translation>
    </message>
    <message>
        <source>%1 %2; each payer pays %3.</source>
        <translation>%1 %2; setiap pembayar membayar %3.</translation>
    </message>
    <message>
        <source>%1 %2; the winner receives %3 in all.</source>
        <translation>%1 %2; pemenang menerima %3 seluruhnya.</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 membayar %2 sebesar %3 (%4)</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Tidak ada yang membayar siapa pun.</translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message>
        <source>Which discard</source>
        <translation>Buang yang mana</translation>
    </message>
    <message>
        <source>What are the waits</source>
        <translation>Menunggu tile apa</translation>
    </message>
    <message>
        <source>What is it worth</source>
        <translation>Berapa nilainya</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>Dinding habis</translation>
    </message>
    <message>
        <source>Ready or not</source>
        <translation>Siap atau belum</translation>
    </message>
    <message>
        <source>Flower pig or not</source>
        <translation>Babi bunga atau bukan</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>Kesalahan Anda</translation>
    </message>
    <message>
        <source>Level 1: fewer suits, no melds</source>
        <translation>Level 1: suit lebih sedikit, tanpa set terbuka</translation>
    </message>
    <message>
        <source>Level 2: melds</source>
        <translation>Level 2: dengan set terbuka</translation>
    </message>
    <message>
        <source>Level 3: seven pairs, roots, events</source>
        <translation>Level 3: tujuh pasangan, akar, peristiwa</translation>
    </message>
    <message>
        <source>Level 4: tiles seen elsewhere, players gone out</source>
        <translation>Level 4: tile terlihat, pemain sudah keluar</translation>
    </message>
    <message>
        <source>The drills file was written by a newer version of the app; your answers are not being kept.</source>
        <translation>Berkas latihan ditulis oleh versi aplikasi yang lebih baru; jawaban Anda tidak disimpan.</translation>
    </message>
    <message>
        <source>The drills file is busy (another program is writing it); try again.</source>
        <translation>Berkas latihan sedang sibuk (program lain sedang menulisnya); coba lagi.</translation>
    </message>
    <message>
        <source>No drill could be made (%1).</source>
        <translation>Latihan tidak dapat dibuat (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation>
            <numerusform>Belum ada yang perlu diulang sekarang; %n soal akan kembali nanti hari ini.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing more is due today. Come back tomorrow.</source>
        <translation>Tidak ada lagi yang perlu diulang hari ini. Kembalilah besok.</translation>
    </message>
    <message>
        <source>Today&apos;s review</source>
        <translation>Ulasan hari ini</translation>
    </message>
    <message>
        <source>%1 with house rules</source>
        <translation>%1 dengan aturan rumah</translation>
    </message>
    <message>
        <source>%1 · %2 · level %3</source>
        <translation>%1 · %2 · level %3</translation>
    </message>
    <message numerus="yes">
        <source>Today&apos;s review (%n left): %1</source>
        <translation>
            <numerusform>Ulasan hari ini (tersisa %n): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Which tile do you discard? Arrows and Enter, or a click.</source>
        <translation>Tile mana yang Anda buang? Tombol panah dan Enter, atau klik.</translation>
    </message>
    <message>
        <source>Which tiles does this hand wait on? Pick every one (arrows and Space, or clicks), then Enter.</source>
        <translation>Tangan ini menunggu tile apa saja? Pilih semuanya (tombol panah dan Spasi, atau klik), lalu Enter.</translation>
    </message>
    <message>
        <source>What is this win worth? Type the %1 and each seat&apos;s gain or loss, then Enter.</source>
        <translation>Berapa nilai kemenangan ini? Ketik jumlah %1 dan untung atau rugi tiap posisi, lalu Enter.</translation>
    </message>
    <message>
        <source>The wall is empty. Type each seat&apos;s gain or loss at the wall&apos;s end, then Enter.</source>
        <translation>Dinding sudah habis. Ketik untung atau rugi tiap posisi di akhir dinding, lalu Enter.</translation>
    </message>
    <message>
        <source>Is this hand ready? Y or N.</source>
        <translation>Apakah tangan ini siap? Y atau N.</translation>
    </message>
    <message>
        <source>Is this hand a flower pig at the wall&apos;s end? Y or N.</source>
        <translation>Apakah tangan ini babi bunga di akhir dinding? Y atau N.</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do? A click on a tile discards it.</source>
        <translation>Saat dari permainan yang Anda mainkan: apa yang Anda lakukan? Klik ubin untuk membuangnya.</translation>
    </message>
    <message>
        <source>A moment of a game you played: what do you do?</source>
        <translation>Saat dari permainan yang Anda mainkan: apa yang Anda lakukan?</translation>
    </message>
    <message>
        <source>Seen elsewhere:</source>
        <translation>Terlihat di tempat lain:</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>Suit kosong: %1</translation>
    </message>
    <message>
        <source>On offer: %1</source>
        <translation>Ditawarkan: %1</translation>
    </message>
    <message>
        <source>You played: %1</source>
        <translation>Anda memainkan: %1</translation>
    </message>
    <message>
        <source>%1 wins by self-draw.</source>
        <translation>%1 menang dengan mengambil sendiri.</translation>
    </message>
    <message>
        <source>%1 wins on the discard of %2.</source>
        <translation>%1 menang dari buangan %2.</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>Already out: %1</source>
        <translation>Sudah keluar: %1</translation>
    </message>
    <message>
        <source>Prevailing wind: %1</source>
        <translation>Angin putaran: %1</translation>
    </message>
    <message>
        <source>Flowers and seasons: %1</source>
        <translation>Bunga: %1</translation>
    </message>
    <message>
        <source>Events: %1</source>
        <translation>Peristiwa: %1</translation>
    </message>
    <message>
        <source>The winning tile is outlined.</source>
        <translation>Tile kemenangan diberi garis tepi.</translation>
    </message>
    <message>
        <source>Paid earlier: %1 of %2</source>
        <translation>Sudah dibayar sebelumnya: %1 milik %2</translation>
    </message>
    <message>
        <source>%1: won earlier, out</source>
        <translation>%1: sudah menang, keluar</translation>
    </message>
    <message>
        <source>%1 (void %2)</source>
        <translation>%1 (kosong %2)</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Periksa</translation>
    </message>
    <message>
        <source>Yes (Y)</source>
        <translation>Ya (Y)</translation>
    </message>
    <message>
        <source>No (N)</source>
        <translation>Tidak (N)</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Benar.</translation>
    </message>
    <message>
        <source>Right: nearly as good as the best.</source>
        <translation>Benar: hampir sebaik yang terbaik.</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Belum benar.</translation>
    </message>
    <message>
        <source>The drills file cannot be used (%1); your answers are not being kept.</source>
        <translation>Berkas latihan tidak dapat digunakan (%1); jawaban Anda tidak disimpan.</translation>
    </message>
    <message>
        <source>The rules of %1 in Learn</source>
        <translation>Aturan %1 di Belajar</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Catatan Anda</translation>
    </message>
    <message>
        <source>Answers per day (right in green)</source>
        <translation>Jawaban per hari (yang benar berwarna hijau)</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation>
            <numerusform>Beruntun: %n benar berturut-turut</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 of %3 right (%4%)</source>
        <translation>%1: %2 dari %3 benar (%4%)</translation>
    </message>
    <message>
        <source>No answers yet.</source>
        <translation>Belum ada jawaban.</translation>
    </message>
    <message>
        <source>Due now: %1 · new: %2</source>
        <translation>Perlu diulang: %1 · baru: %2</translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation>
            <numerusform>Kesalahan untuk diulas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Aturan:</translation>
    </message>
    <message>
        <source>Drill:</source>
        <translation>Latihan:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>New question</source>
        <translation>Soal baru</translation>
    </message>
    <message>
        <source>Hard (1)</source>
        <translation>Sulit (1)</translation>
    </message>
    <message>
        <source>Good (2)</source>
        <translation>Baik (2)</translation>
    </message>
    <message>
        <source>Easy (3)</source>
        <translation>Mudah (3)</translation>
    </message>
    <message>
        <source>Next (Enter)</source>
        <translation>Berikutnya (Enter)</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <source>Win</source>
        <translation>Kemenangan</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Wall end</source>
        <translation>Dinding habis</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Denda</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pembayaran</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Tambah</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Pemenang:</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Mengambil sendiri</translation>
    </message>
    <message>
        <source>On a discard from</source>
        <translation>Dari buangan milik</translation>
    </message>
    <message>
        <source>Robbing a kong of</source>
        <translation>Merebut kong milik</translation>
    </message>
    <message>
        <source>How:</source>
        <translation>Cara:</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Tangan</translation>
    </message>
    <message>
        <source>Worth:</source>
        <translation>Nilai:</translation>
    </message>
    <message>
        <source>e.g. 123456m234p789p55m  pong:5s</source>
        <translation>mis. 123456m234p789p55m  pong:5s</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Otomatis</translation>
    </message>
    <message>
        <source>Or the hand:</source>
        <translation>Atau tangannya:</translation>
    </message>
    <message>
        <source>With the hand, the app finds the patterns and the value; with a value, it is taken as the table agreed it.</source>
        <translation>Dengan tangan, aplikasi mencari pola dan nilainya; dengan nilai, nilai itu dipakai sesuai kesepakatan meja.</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Peristiwa:</translation>
    </message>
    <message>
        <source>e.g. 123m456m789m123p11z  pong:7z  1f</source>
        <translation>mis. 123m456m789m123p11z  pong:7z  1f</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Pemain:</translation>
    </message>
    <message>
        <source>Exposed kong, on a discard from</source>
        <translation>Kong terbuka, dari buangan milik</translation>
    </message>
    <message>
        <source>Added kong (to an exposed pong)</source>
        <translation>Kong tambahan (ke pong terbuka)</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong tertutup</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Jenis:</translation>
    </message>
    <message>
        <source>Discarder:</source>
        <translation>Pembuang:</translation>
    </message>
    <message>
        <source>Added as soon as the fourth tile was drawn</source>
        <translation>Ditambahkan segera setelah tile keempat diambil</translation>
    </message>
    <message>
        <source>For each player still in: ready (with what the hand would be worth), not ready, or a flower pig. Or type the hand and the app decides.</source>
        <translation>Untuk setiap pemain yang masih main: siap (beserta nilai tangannya), belum siap, atau babi bunga. Atau ketik tangannya dan aplikasi yang menentukan.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Belum siap</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Babi bunga</translation>
    </message>
    <message>
        <source>By the hand</source>
        <translation>Menurut tangan</translation>
    </message>
    <message>
        <source>13 tiles, e.g. 123m456m789m2345m</source>
        <translation>13 tile, mis. 123m456m789m2345m</translation>
    </message>
    <message>
        <source>False win (pays every other player still in)</source>
        <translation>Menang palsu (membayar setiap pemain lain yang masih main)</translation>
    </message>
    <message>
        <source>Dead hand (cannot win; not ready at the wall&apos;s end)</source>
        <translation>Tangan mati (tidak bisa menang; belum siap saat dinding habis)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Denda:</translation>
    </message>
    <message>
        <source>Nobody won: the hand is drawn. The dealer keeps the deal.</source>
        <translation>Tidak ada yang menang: ronde ini seri. Dealer tetap menjadi dealer.</translation>
    </message>
    <message>
        <source>Type the winning hand, or choose a value.</source>
        <translation>Ketik tangan yang menang, atau pilih nilai.</translation>
    </message>
    <message>
        <source>{0} has no flowers or seasons: remove {1} from the hand.</source>
        <translation>{0} tidak memiliki bunga: hapus {1} dari tangan.</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3})</source>
        <translation>{0} membayar {1} {2} ({3})</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>No payment.</source>
        <translation>Tidak ada pembayaran.</translation>
    </message>
    <message>
        <source>{0}: a flower pig</source>
        <translation>{0}: babi bunga</translation>
    </message>
    <message>
        <source>{0}: not ready</source>
        <translation>{0}: belum siap</translation>
    </message>
    <message>
        <source>{0}: ready, the best wait is worth {1}</source>
        <translation>{0}: siap, tunggu terbaik bernilai {1}</translation>
    </message>
    <message>
        <source>{0} → value {1}</source>
        <translation>{0} → nilai {1}</translation>
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
        <translation>Terjadi kesalahan yang tidak terduga (internal): {0}</translation>
    </message>
    <message>
        <source>The details were saved to {0}.</source>
        <translation>Rinciannya disimpan di {0}.</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Kesalahan tak terduga</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>Langkah itu tidak bisa dilakukan sekarang.</translation>
    </message>
    <message>
        <source>The match is over. Start a new game from the Game menu.</source>
        <translation>Pertandingan sudah selesai. Mulai permainan baru dari menu Permainan.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Ronde ini sudah selesai.</translation>
    </message>
    <message>
        <source>Waiting for the other players…</source>
        <translation>Menunggu pemain lain…</translation>
    </message>
    <message>
        <source>Choose three tiles of one suit to pass on, then confirm.</source>
        <translation>Pilih tiga tile dari satu suit untuk ditukar, lalu konfirmasi.</translation>
    </message>
    <message>
        <source>Choose any three tiles to pass on, then confirm.</source>
        <translation>Pilih tiga ubin mana saja untuk dioper, lalu konfirmasi.</translation>
    </message>
    <message>
        <source>Choose your void suit.</source>
        <translation>Pilih suit kosong Anda.</translation>
    </message>
    <message>
        <source>You can win: press W, or discard a tile.</source>
        <translation>Anda bisa menang: tekan W, atau buang satu tile.</translation>
    </message>
    <message>
        <source>Your turn: choose a tile to discard (arrow keys and Enter, or click).</source>
        <translation>Giliran Anda: pilih tile untuk dibuang (tombol panah dan Enter, atau klik).</translation>
    </message>
    <message>
        <source>Claim the discard (chow C, pong P, kong K, win W) or pass (Space).</source>
        <translation>Ambil buangan itu (chow C, pong P, kong K, menang W) atau lewati (Space).</translation>
    </message>
    <message>
        <source>Claim the discard or pass (Space).</source>
        <translation>Ambil buangan itu atau lewati (Space).</translation>
    </message>
</context>
<context>
    <name>GuidedPage</name>
    <message>
        <source>Welcome! You are the dealer. This hand follows Mahjong Soul&apos;s rules, which start with exchange three: everyone passes three tiles of one suit to another player. Bamboo is your weakest suit, so pass %1 (already raised), then press Pass these three.</source>
        <translation>Selamat datang! Anda adalah dealer. Ronde ini memakai aturan Mahjong Soul, yang dimulai dengan tukar tiga: setiap pemain memberikan tiga tile dari satu suit kepada pemain lain. Bambu adalah suit terlemah Anda, jadi berikan %1 (sudah terangkat), lalu tekan Tukar tiga ini.</translation>
    </message>
    <message>
        <source>In this lesson you pass %1, your loose bamboo tiles.</source>
        <translation>Dalam pelajaran ini Anda memberikan %1, tile bambu Anda yang tidak berpasangan.</translation>
    </message>
    <message>
        <source>You received three tiles from the player across. Now choose your void suit: the suit you give up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>Anda menerima tiga tile dari pemain di seberang. Sekarang pilih suit kosong Anda: suit yang Anda lepaskan selama satu ronde. Anda hanya memegang satu tile %1, jadi pilih itu.</translation>
    </message>
    <message>
        <source>Choose %1: you hold almost none of it, so giving it up costs least.</source>
        <translation>Pilih %1: Anda hampir tidak memegangnya, jadi melepaskannya paling sedikit ruginya.</translation>
    </message>
    <message>
        <source>The dealer plays first, without drawing. While you hold a tile of your void suit, it must be discarded first: click %1.</source>
        <translation>Dealer bermain pertama tanpa mengambil tile. Selama Anda memegang tile dari suit kosong Anda, tile itu harus dibuang lebih dulu: klik %1.</translation>
    </message>
    <message>
        <source>Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three tiles become a set laid face up, and the turn jumps to you.</source>
        <translation>Pemain lain membuang %1 dan Anda memegang pasangannya. Ambil dengan Pong: ketiga tile menjadi set yang dibuka, dan giliran langsung pindah kepada Anda.</translation>
    </message>
    <message>
        <source>Pong it: with your pair it makes a set, and the turn comes to you.</source>
        <translation>Pong saja: bersama pasangan Anda menjadi set, dan giliran datang kepada Anda.</translation>
    </message>
    <message>
        <source>After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then needs just one tile to win: it is ready.</source>
        <translation>Setelah pong Anda membuang tanpa mengambil tile. %1 tidak cocok di mana pun: klik tile itu. Tangan Anda lalu hanya butuh satu tile untuk menang: Anda sudah siap.</translation>
    </message>
    <message>
        <source>Keep your sets together: %1 is the tile that fits nowhere.</source>
        <translation>Pertahankan set-set Anda: %1 adalah tile yang tidak cocok di mana pun.</translation>
    </message>
    <message>
        <source>Your turn: you drew %1 from the wall. It does not help your hand, so discard it.</source>
        <translation>Giliran Anda: Anda mengambil %1 dari dinding. Tile itu tidak membantu tangan Anda, jadi buang.</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew: the rest of your hand is ready.</source>
        <translation>Buang %1, tile yang baru Anda ambil: sisa tangan Anda sudah siap.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew, and every player still in paid them. This is bloody mahjong: the hand goes on without the winner. In Mahjong Soul&apos;s rules their hand stays face down until the hand ends.</source>
        <translation>%1 menang dengan mengambil sendiri, dan setiap pemain yang masih bermain membayarnya. Inilah lanjut sampai tuntas: ronde berlanjut tanpa pemenang itu. Dalam aturan Mahjong Soul, tangannya tetap tertutup sampai ronde berakhir.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, every player still in pays you kong money at once, and you draw a replacement tile.</source>
        <translation>Anda mengambil %1 yang keempat. Umumkan kong tertutup: keempat tile dihitung satu set, setiap pemain yang masih bermain langsung membayar poin kong kepada Anda, dan Anda mengambil tile pengganti.</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind earns kong money and an extra tile.</source>
        <translation>Umumkan kong: empat tile yang sama memberi poin kong dan satu tile tambahan.</translation>
    </message>
    <message>
        <source>Your replacement tile is %1. It does not fit, so discard it: you still wait for the same tile.</source>
        <translation>Tile pengganti Anda adalah %1. Tile itu tidak cocok, jadi buang: Anda masih menunggu tile yang sama.</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile: your hand stays ready.</source>
        <translation>Buang %1, tile pengganti itu: tangan Anda tetap siap.</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win!</source>
        <translation>%1 melengkapi tangan Anda: empat set dan satu pasangan, dalam dua suit. Umumkan kemenangan Anda!</translation>
    </message>
    <message>
        <source>Do not let it go: %1 completes your hand. Press Win.</source>
        <translation>Jangan dilewati: %1 melengkapi tangan Anda. Tekan Menang.</translation>
    </message>
    <message>
        <source>%1 won too. That makes three winners, so the hand ends at once: only one player is left without a win.</source>
        <translation>%1 juga menang. Sekarang ada tiga pemenang, jadi ronde langsung berakhir: hanya satu pemain yang tersisa tanpa kemenangan.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in the order they happened. Your total for the hand: %1.</source>
        <translation>Ronde selesai. Di bawah ini setiap pembayaran ronde ini, kemenangan dan poin kong, menurut urutan terjadinya. Total Anda untuk ronde ini: %1.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and the hand starts with each player choosing a void suit, the suit given up for the whole hand. You hold only one tile of %1, so choose it.</source>
        <translation>Selamat datang! Anda adalah dealer. Ini aturan klasik: tidak ada yang menukar tile, dan ronde dimulai dengan setiap pemain memilih suit kosong, suit yang dilepaskan selama satu ronde. Anda hanya memegang satu tile %1, jadi pilih itu.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2 point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, and the others play on.</source>
        <translation>%1 menang dengan mengambil sendiri: setiap pemain yang masih bermain membayarnya poin dasar kemenangan itu ditambah %2 poin. Inilah lanjut sampai tuntas: pemenang keluar dari ronde dengan tangan menangnya terbuka, dan yang lain terus bermain.</translation>
    </message>
    <message>
        <source>%1 completes your hand: four sets and a pair, in two suits. Declare your win! These rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your kong) adds 1, and the base is 2 to the power of the fan.</source>
        <translation>%1 melengkapi tangan Anda: empat set dan satu pasangan, dalam dua suit. Umumkan kemenangan Anda! Aturan ini menghitung fan: menang biasa bernilai 0 fan, setiap akar (keempat tile dari satu jenis, seperti kong Anda) menambah 1, dan poin dasarnya 2 pangkat jumlah fan.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment the hand made, wins and kong money, in points, in the order they happened. Your total for the hand: %1.</source>
        <translation>Ronde selesai. Di bawah ini setiap pembayaran ronde ini, kemenangan dan poin kong, dalam poin, menurut urutan terjadinya. Total Anda untuk ronde ini: %1.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, at a mahjchina table: no exchange, and the room&apos;s default options. First choose your void suit. You hold only one tile of %1, so choose it.</source>
        <translation>Selamat datang! Anda adalah dealer di meja mahjchina: tanpa tukar tile, dan pilihan meja memakai nilai bawaan. Pertama pilih suit kosong Anda. Anda hanya memegang satu tile %1, jadi pilih itu.</translation>
    </message>
    <message>
        <source>Discard %1, your void tile. After it your hand is ready: it waits on %2.</source>
        <translation>Buang %1, tile suit kosong Anda. Setelah itu tangan Anda siap: menunggu %2.</translation>
    </message>
    <message>
        <source>%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let it go, to see mahjchina&apos;s pass rule: after passing up a win, until your next draw you may win on another player&apos;s tile only if it pays strictly more. Press Let it go.</source>
        <translation>%2 membuang %1, dan tile itu melengkapi tangan Anda: menang biasa. Pelajaran ini meminta Anda melewatkannya, untuk melihat aturan lewat mahjchina: setelah melewatkan kemenangan, sampai Anda mengambil tile lagi, Anda hanya boleh menang dari tile pemain lain jika bayarannya benar-benar lebih besar. Tekan Lewati.</translation>
    </message>
    <message>
        <source>In this lesson, let this win go: the next steps show what the pass rule does.</source>
        <translation>Dalam pelajaran ini, lewatkan kemenangan ini: langkah berikutnya menunjukkan apa yang dilakukan aturan lewat.</translation>
    </message>
    <message>
        <source>%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no more than the win you let go, and you have not drawn since.</source>
        <translation>%2 juga membuang %1. Tile itu akan melengkapi tangan Anda, tetapi Menang tidak ditawarkan: bayarannya tidak lebih besar dari kemenangan yang Anda lewatkan, dan sejak itu Anda belum mengambil tile.</translation>
    </message>
    <message>
        <source>%1 completes your hand with all four of its kind: a root. mahjchina takes the best pattern&apos;s base and doubles it once per root, so this win pays %4, more than the win you let go. Press Win.</source>
        <translation>%1 melengkapi tangan Anda dengan keempat tile sejenisnya: sebuah akar. mahjchina mengambil poin dasar pola terbaik dan menggandakannya sekali untuk setiap akar, jadi kemenangan ini dibayar %4, lebih besar dari kemenangan yang Anda lewatkan. Tekan Menang.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the win&apos;s base plus %2. You have won already, so you pay nothing.</source>
        <translation>%1 menang dengan mengambil sendiri: setiap pemain yang masih bermain membayarnya poin dasar kemenangan itu ditambah %2. Anda sudah menang, jadi Anda tidak membayar apa pun.</translation>
    </message>
    <message>
        <source>The hand is over. Below is every payment it made. Your total for the hand: %1. A mahjchina room chooses four options before play (the cap, and who refunds kong money and receives a flower pig&apos;s penalty at the wall&apos;s end): More about this lists them.</source>
        <translation>Ronde selesai. Di bawah ini setiap pembayarannya. Total Anda untuk ronde ini: %1. Meja mahjchina memilih empat pilihan sebelum bermain (batasnya, serta siapa yang mengembalikan poin kong dan siapa yang menerima denda babi bunga saat dinding habis): Selengkapnya mendaftarnya.</translation>
    </message>
    <message>
        <source>Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan counted up to a cap, and rank points after each game. Your hand is almost all Characters: choose %1, the one tile outside them, as your void suit.</source>
        <translation>Selamat datang! Anda adalah dealer dengan aturan kompetisi Sichuan: tanpa tukar tile, fan dihitung sampai batas, dan poin peringkat setelah setiap permainan. Tangan Anda hampir semuanya karakter: pilih %1, suit satu-satunya tile di luar karakter, sebagai suit kosong.</translation>
    </message>
    <message>
        <source>%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to let it go, to see the pass rule: a pong passed up cannot be made on that tile again before your next draw. Press Let it go.</source>
        <translation>%2 membuang %1 dan Anda memegang pasangannya, jadi Anda boleh pong. Pelajaran ini meminta Anda melewatkannya, untuk melihat aturan lewat: pong yang dilewatkan tidak boleh dibuat lagi dengan tile itu sebelum Anda mengambil tile berikutnya. Tekan Lewati.</translation>
    </message>
    <message>
        <source>In this lesson, let this pong go: the next step shows what the pass rule does.</source>
        <translation>Dalam pelajaran ini, lewatkan pong ini: langkah berikutnya menunjukkan apa yang dilakukan aturan lewat.</translation>
    </message>
    <message>
        <source>%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed up a pong of this tile and have not drawn since. Winning is ruled the same way: a win passed up blocks any win that does not pay strictly more until your next draw.</source>
        <translation>%2 juga membuang %1. Anda masih memegang pasangannya, tetapi Pong tidak ditawarkan: Anda melewatkan pong tile ini dan sejak itu belum mengambil tile. Kemenangan diatur sama: setelah melewatkan kemenangan, sampai Anda mengambil tile lagi, tidak ada kemenangan yang bayarannya tidak benar-benar lebih besar.</translation>
    </message>
    <message>
        <source>Another player discarded %1. This time nothing stops you: Pong it.</source>
        <translation>Pemain lain membuang %1. Kali ini tidak ada yang menghalangi: pong tile itu.</translation>
    </message>
    <message>
        <source>Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit and all pongs are both on the way, and your hand is ready.</source>
        <translation>Buang %1. Sisanya hanya karakter, semuanya pong dan pasangan: satu suit murni dan semua pong sama-sama terbentuk, dan tangan Anda siap.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: every player still in pays you kong money now, the four tiles are a root, and you draw a replacement.</source>
        <translation>Anda mengambil %1 yang keempat. Nyatakan kong tertutup: setiap pemain yang masih bermain langsung membayar poin kong, keempat tile itu menjadi akar, dan Anda mengambil tile pengganti.</translation>
    </message>
    <message>
        <source>%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so the win is full: a base of %4. Press Win.</source>
        <translation>%1 melengkapi tangan Anda: %5, total %3 fan. Aturan ini berhenti di batas %6 fan, jadi kemenangan ini penuh: poin dasar %4. Tekan Menang.</translation>
    </message>
    <message>
        <source>%1 won with a tile they drew: each player still in paid them the base plus %2. You have won already and pay nothing.</source>
        <translation>%1 menang dengan mengambil sendiri: setiap pemain yang masih bermain membayarnya poin dasar ditambah %2. Anda sudah menang dan tidak membayar apa pun.</translation>
    </message>
    <message>
        <source>The hand is over; your total: %1. In a match these rules play games of %2 hands, and after each game the four players get rank points by the game&apos;s score, 4 for the first down to 1 for the last. If this hand were a whole game, you would get %3.</source>
        <translation>Ronde selesai; total Anda: %1. Dalam pertandingan, aturan ini memainkan permainan berisi %2 ronde, dan setelah setiap permainan keempat pemain mendapat poin peringkat menurut skor permainan itu, 4 untuk yang pertama sampai 1 untuk yang terakhir. Jika ronde ini adalah satu permainan utuh, Anda mendapat %3.</translation>
    </message>
    <message>
        <source>Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set aside at once and replaced with a tile from the far end of the wall. It is your own seat&apos;s flower, worth 1 faan if you win.</source>
        <translation>Selamat datang! Anda adalah Timur, sang dealer. Anda mendapat %1, sebuah bunga: bunga langsung disisihkan dan diganti dengan tile dari ujung lain dinding. Ini bunga tempat duduk Anda sendiri, bernilai 1 faan jika Anda menang.</translation>
    </message>
    <message>
        <source>The dealer starts with 14 tiles and discards first, without drawing. %1 fits nothing: click it.</source>
        <translation>Dealer mulai dengan 14 tile dan membuang lebih dulu tanpa mengambil. %1 tidak cocok dengan apa pun: klik tile itu.</translation>
    </message>
    <message>
        <source>Discard %1: it is alone, far from your other tiles.</source>
        <translation>Buang %1: tile itu sendirian, jauh dari tile-tile lain Anda.</translation>
    </message>
    <message>
        <source>The player before you discarded %1. From that player only, you may chow: take the tile to finish a run of three with two tiles you hold. Press Chow.</source>
        <translation>Pemain sebelum Anda membuang %1. Hanya dari pemain itu Anda boleh chow: ambil tile itu untuk melengkapi urutan tiga dengan dua tile yang Anda pegang. Tekan Chow.</translation>
    </message>
    <message>
        <source>Chow it: %1 finishes a run of three with two of your tiles.</source>
        <translation>Chow saja: %1 melengkapi urutan tiga dengan dua tile Anda.</translation>
    </message>
    <message>
        <source>After a call you discard without drawing. Click %1.</source>
        <translation>Setelah chow atau pong Anda membuang tanpa mengambil tile. Klik %1.</translation>
    </message>
    <message>
        <source>Discard %1: keep your characters and honours together.</source>
        <translation>Buang %1: pertahankan karakter dan tile kehormatan Anda.</translation>
    </message>
    <message>
        <source>%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth 1 faan.</source>
        <translation>%1 dibuang dan Anda memegang pasangannya. Pong saja: pong naga bernilai 1 faan.</translation>
    </message>
    <message>
        <source>Pong it: a dragon pong is a set and 1 faan.</source>
        <translation>Pong saja: pong naga adalah satu set dan bernilai 1 faan.</translation>
    </message>
    <message>
        <source>Discard %1. Your hand is going for characters and honours only, mixed one suit: 3 faan.</source>
        <translation>Buang %1. Tangan Anda menuju karakter dan tile kehormatan saja, satu suit campuran: 3 faan.</translation>
    </message>
    <message>
        <source>Discard %1: it is your last tile outside characters and honours.</source>
        <translation>Buang %1: itu tile terakhir Anda di luar karakter dan tile kehormatan.</translation>
    </message>
    <message>
        <source>You drew %1 from the wall. It does not fit your hand: discard it.</source>
        <translation>Anda mengambil %1 dari dinding. Tile itu tidak cocok dengan tangan Anda: buang.</translation>
    </message>
    <message>
        <source>Discard %1, the tile you just drew.</source>
        <translation>Buang %1, tile yang baru Anda ambil.</translation>
    </message>
    <message>
        <source>You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw a replacement from the far end of the wall. In Hong Kong a kong carries no money.</source>
        <translation>Anda mengambil %1 yang keempat. Umumkan kong tertutup: dihitung satu set dan Anda mengambil tile pengganti dari ujung lain dinding. Di Hong Kong, kong tidak memberi poin.</translation>
    </message>
    <message>
        <source>Declare the kong: four of a kind counts as one set and brings a replacement tile.</source>
        <translation>Umumkan kong: empat tile yang sama dihitung satu set dan memberi tile pengganti.</translation>
    </message>
    <message>
        <source>Your replacement is %1. It does not fit, so discard it: your hand is ready and needs one tile.</source>
        <translation>Tile pengganti Anda adalah %1. Tile itu tidak cocok, jadi buang: tangan Anda sudah siap dan butuh satu tile.</translation>
    </message>
    <message>
        <source>Discard %1, the replacement tile.</source>
        <translation>Buang %1, tile pengganti itu.</translation>
    </message>
    <message>
        <source>%1 completes your hand, and it reaches the table&apos;s minimum of %2 faan, so you may declare it. Press Win: only one player wins a Hong Kong hand.</source>
        <translation>%1 melengkapi tangan Anda, dan mencapai minimum faan meja ini, yaitu %2 faan, jadi Anda boleh menang. Tekan Menang: dalam mahjong Hong Kong hanya satu pemain yang menang tiap ronde.</translation>
    </message>
    <message>
        <source>Read this step first, then press Continue.</source>
        <translation>Baca langkah ini dulu, lalu tekan Lanjut.</translation>
    </message>
    <message>
        <source>The lesson is over: press Restart to play it again.</source>
        <translation>Pelajaran sudah selesai: tekan Mulai ulang untuk memainkannya lagi.</translation>
    </message>
    <message>
        <source>Not now: this step asks for something else.</source>
        <translation>Belum sekarang: langkah ini meminta hal lain.</translation>
    </message>
    <message>
        <source>You still hold a tile of your void suit: it must be discarded first.</source>
        <translation>Anda masih memegang tile dari suit kosong Anda: tile itu harus dibuang lebih dulu.</translation>
    </message>
    <message>
        <source>Your hand is not complete yet: a win needs four sets and a pair.</source>
        <translation>Tangan Anda belum lengkap: untuk menang perlu empat set dan satu pasangan.</translation>
    </message>
    <message>
        <source>A pong needs a pair of the discarded tile in your hand.</source>
        <translation>Pong membutuhkan pasangan dari tile yang dibuang di tangan Anda.</translation>
    </message>
    <message>
        <source>A kong needs four of a kind in your hand, or the fourth tile of one of your pongs.</source>
        <translation>Kong membutuhkan empat tile yang sama di tangan Anda, atau tile keempat dari salah satu pong Anda.</translation>
    </message>
    <message>
        <source>A chow takes only the discard of the player before you, with two tiles of yours that make a run.</source>
        <translation>Chow hanya mengambil buangan pemain sebelum Anda, dengan dua tile Anda yang membentuk urutan.</translation>
    </message>
    <message>
        <source>There is nothing to let go now.</source>
        <translation>Tidak ada yang bisa dilewati sekarang.</translation>
    </message>
    <message>
        <source>Pass exactly three tiles, all of one suit.</source>
        <translation>Berikan tepat tiga tile, semuanya dari satu suit.</translation>
    </message>
    <message>
        <source>You do not hold that tile.</source>
        <translation>Anda tidak memegang tile itu.</translation>
    </message>
    <message>
        <source>This step asks you to act at the table.</source>
        <translation>Langkah ini meminta Anda bertindak di meja.</translation>
    </message>
    <message>
        <source>What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 for it.</source>
        <translation>Nilai kemenangan Anda: %1 %2 (%3), poin dasar %4 poin. Penyelesaian membayar Anda %5 untuk itu.</translation>
    </message>
    <message>
        <source>What your win was worth: a base of %2 points (%1). The settlement paid you %3 for it.</source>
        <translation>Nilai kemenangan Anda: poin dasar %2 poin (%1). Penyelesaian membayar Anda %3 untuk itu.</translation>
    </message>
    <message>
        <source>A new game against three computer players at the easiest level, in this lesson&apos;s rules: %1</source>
        <translation>Permainan baru melawan tiga pemain komputer di tingkat termudah, dengan aturan pelajaran ini: %1</translation>
    </message>
    <message>
        <source>Short questions in the Drills area, in this lesson&apos;s rules: %1</source>
        <translation>Pertanyaan singkat di area Latihan, dengan aturan pelajaran ini: %1</translation>
    </message>
    <message>
        <source>The lesson is over.</source>
        <translation>Pelajaran selesai.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Langkah %1 dari %2</translation>
    </message>
    <message>
        <source>More about this</source>
        <translation>Selengkapnya</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>Your first hand</source>
        <translation>Ronde pertama Anda</translation>
    </message>
    <message>
        <source>Your first hand: %1</source>
        <translation>Ronde pertama Anda: %1</translation>
    </message>
    <message>
        <source>Pass these three</source>
        <translation>Tukar tiga ini</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Lewati</translation>
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
        <translation>Chow %1</translation>
    </message>
    <message>
        <source>Void: %1</source>
        <translation>Kosongkan %1</translation>
    </message>
    <message>
        <source>What next?</source>
        <translation>Selanjutnya apa?</translation>
    </message>
    <message>
        <source>Next lesson: %1</source>
        <translation>Pelajaran berikutnya: %1</translation>
    </message>
    <message>
        <source>Try a drill</source>
        <translation>Coba satu latihan</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Mainkan permainan sungguhan</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Lanjut</translation>
    </message>
    <message>
        <source>You won with %2 faan: %3. The table&apos;s minimum is %4 faan: a hand worth less may not be declared a win. Below is who paid. Your total for the hand: %1.</source>
        <translation>Anda menang dengan %2 faan: %3. Minimum faan meja ini %4 faan: tangan yang bernilai kurang tidak boleh dinyatakan menang. Di bawah ini siapa yang membayar. Total Anda untuk ronde ini: %1.</translation>
    </message>
    <message>
        <source>Start a first hand from the Learn page.</source>
        <translation>Mulailah ronde pertama dari halaman Belajar.</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Mulai ulang</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Keluar</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Pembayar</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Penerima</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Untuk</translation>
    </message>
</context>
<context>
    <name>HandEndDialog</name>
    <message>
        <source>Hand {0} is over</source>
        <translation>Ronde {0} selesai</translation>
    </message>
    <message>
        <source>Drawn hand: only the dead wall is left. Nobody pays and the dealer stays.</source>
        <translation>Ronde seri: hanya dinding mati yang tersisa. Tidak ada yang membayar dan dealer tetap.</translation>
    </message>
    <message>
        <source>You won: {0} (value {1})</source>
        <translation>Anda menang: {0} (nilai {1})</translation>
    </message>
    <message>
        <source>{0} won: {1} (value {2})</source>
        <translation>{0} menang: {1} (nilai {2})</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Dari</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Kepada</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Alasan</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>No payments in this hand.</source>
        <translation>Tidak ada pembayaran di ronde ini.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ronde ini</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>{0}: value {1} + self-draw bonus {2}</source>
        <translation>{0}: nilai {1} + bonus mengambil sendiri {2}</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>Poin dimiliki</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Peringkat</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Poin peringkat</translation>
    </message>
    <message>
        <source>The match is over. Winner: {0}.</source>
        <translation>Pertandingan selesai. Pemenang: {0}.</translation>
    </message>
    <message>
        <source>The match is over. A tie: {0} share first place.</source>
        <translation>Pertandingan selesai. Seri: {0} berbagi tempat pertama.</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>Putar ulang ronde ini…</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Tinjau permainan ini…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>Setiap keputusan Anda dinilai mesin, terburuk dulu, dengan biaya dan alasannya</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ronde berikutnya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>flower pig (still holds the void suit)</source>
        <translation>babi bunga (masih ada suit kosong)</translation>
    </message>
    <message>
        <source>ready, value {0}</source>
        <translation>siap, nilai {0}</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>belum siap</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>mengambil sendiri</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>merebut kong Anda</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>dari buangan Anda</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>merebut kong {0}</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>dari buangan {0}</translation>
    </message>
    <message>
        <source>You won {0} with {1}: {2} faan, base points {3}</source>
        <translation>Anda menang {0} dengan {1}: {2} faan, poin dasar {3}</translation>
    </message>
    <message>
        <source>{0} won {1} with {2}: {3} faan, base points {4}</source>
        <translation>{0} menang {1} dengan {2}: {3} faan, poin dasar {4}</translation>
    </message>
    <message>
        <source>{0} (limit hand)</source>
        <translation>{0} (tangan batas)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Limit applied</source>
        <translation>Dibatasi ke batas</translation>
    </message>
    <message>
        <source>Faan row</source>
        <translation>Pola faan</translation>
    </message>
    <message>
        <source>Next hand: you deal.</source>
        <translation>Ronde berikutnya: Anda menjadi dealer.</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0}.</source>
        <translation>Ronde berikutnya: {0} menjadi dealer.</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with you (East).</source>
        <translation>Ronde berikutnya: Anda tetap dealer (Timur).</translation>
    </message>
    <message>
        <source>Next hand: the deal stays with {0} (East).</source>
        <translation>Ronde berikutnya: {0} tetap dealer (Timur).</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to you (East).</source>
        <translation>Ronde berikutnya: Anda menjadi dealer (Timur).</translation>
    </message>
    <message>
        <source>Next hand: the deal passes to {0} (East).</source>
        <translation>Ronde berikutnya: {0} menjadi dealer (Timur).</translation>
    </message>
    <message>
        <source>The prevailing wind moves to {0}.</source>
        <translation>Angin putaran berganti ke {0}.</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}.</source>
        <translation>Angin putaran: {0}.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>discard {0}</source>
        <translation>buang {0}</translation>
    </message>
    <message>
        <source>void {0}</source>
        <translation>kosongkan {0}</translation>
    </message>
    <message>
        <source>pass {0}</source>
        <translation>tukar {0}</translation>
    </message>
    <message>
        <source>win</source>
        <translation>menang</translation>
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
        <translation>chow {0}</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>lewati</translation>
    </message>
    <message>
        <source>Suggestion: {0}. {1}</source>
        <translation>Saran: {0}. {1}</translation>
    </message>
    <message>
        <source>Ready afterwards.</source>
        <translation>Setelah itu sudah siap.</translation>
    </message>
    <message>
        <source>Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}</source>
        <translation>Setelah itu masih {0} tile dari siap; {1} tile yang belum terlihat bisa memperbaikinya: {2}</translation>
    </message>
    <message>
        <source>Waits: {0}</source>
        <translation>Tile tunggu: {0}</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0} ({1} belum terlihat, nilai {2})</translation>
    </message>
    <message>
        <source>Danger: {0}</source>
        <translation>Bahaya: {0}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} points). {3}</source>
        <translation>Saran: {0} ({1} ± {2} poin). {3}</translation>
    </message>
    <message>
        <source>Suggestion: {0} ({1} ± {2} rank points). {3}</source>
        <translation>Saran: {0} ({1} ± {2} poin peringkat). {3}</translation>
    </message>
    <message>
        <source>Expected points to the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>Poin harapan hingga akhir tangan, pada {0} kelanjutan simulasi yang sama:</translation>
    </message>
    <message>
        <source>{0}: {1} ± {2}</source>
        <translation>{0}: {1} ± {2}</translation>
    </message>
    <message>
        <source>The game&apos;s expected rank points at the hand&apos;s end, over the same {0} sampled futures:</source>
        <translation>Poin peringkat harapan permainan ini di akhir tangan, pada {0} kelanjutan simulasi yang sama:</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Only the selected hand</source>
        <translation>Hanya ronde yang dipilih</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Waktu</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Siapa</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Perubahan</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Sebelum</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Sesudah</translation>
    </message>
    <message>
        <source>Entry added</source>
        <translation>Catatan ditambahkan</translation>
    </message>
    <message>
        <source>Entry changed</source>
        <translation>Catatan diubah</translation>
    </message>
    <message>
        <source>Entry deleted</source>
        <translation>Catatan dihapus</translation>
    </message>
    <message>
        <source>Hand deleted</source>
        <translation>Ronde dihapus</translation>
    </message>
    <message>
        <source>Note changed</source>
        <translation>Catatan ronde diubah</translation>
    </message>
    <message>
        <source>Hand started</source>
        <translation>Ronde dimulai</translation>
    </message>
    <message>
        <source>Drawn hand recorded</source>
        <translation>Ronde seri dicatat</translation>
    </message>
    <message>
        <source>Seats changed</source>
        <translation>Tempat duduk diganti</translation>
    </message>
    <message>
        <source>Hand added</source>
        <translation>Ronde ditambahkan</translation>
    </message>
    <message>
        <source>Hand changed</source>
        <translation>Ronde diubah</translation>
    </message>
    <message>
        <source>Session created</source>
        <translation>Sesi dibuat</translation>
    </message>
    <message>
        <source>Session imported</source>
        <translation>Sesi diimpor</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>Nama diubah</translation>
    </message>
    <message>
        <source>Players changed</source>
        <translation>Pemain diubah</translation>
    </message>
    <message>
        <source>Money changed</source>
        <translation>Uang diubah</translation>
    </message>
    <message>
        <source>Rules changed</source>
        <translation>Aturan diubah</translation>
    </message>
    <message>
        <source>Imported as a marked copy</source>
        <translation>Diimpor sebagai salinan bertanda</translation>
    </message>
    <message>
        <source>Undone: {0}</source>
        <translation>Diurungkan: {0}</translation>
    </message>
    <message>
        <source>Redone: {0}</source>
        <translation>Diulangi: {0}</translation>
    </message>
    <message>
        <source>no entries</source>
        <translation>tidak ada catatan</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>first dealer: seat {0}</source>
        <translation>dealer pertama: posisi {0}</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>Ronde: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>no money kept</source>
        <translation>tanpa uang</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>{0} per poin</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>paling banyak {0} dibayar semalam</translation>
    </message>
    <message numerus="yes">
        <source>Changes to this session: %n</source>
        <translation>
            <numerusform>Perubahan pada sesi ini: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Changes to hand {0}: %n</source>
        <translation>
            <numerusform>Perubahan pada ronde {0}: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>(the newest {0} shown)</source>
        <translation>({0} perubahan terbaru ditampilkan)</translation>
    </message>
    <message>
        <source>Changes are kept from this version of the app on.</source>
        <translation>Perubahan disimpan mulai dari versi aplikasi ini.</translation>
    </message>
</context>
<context>
    <name>Learn</name>
    <message>
        <source>Open in the calculator</source>
        <translation>Buka di kalkulator</translation>
    </message>
    <message>
        <source>Open in the scorebook</source>
        <translation>Buka di buku skor</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pembayaran</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>Syarat</translation>
    </message>
    <message>
        <source>Example hand</source>
        <translation>Contoh tangan</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Opsi</translation>
    </message>
    <message>
        <source>Choices (the default first)</source>
        <translation>Pilihan (bawaan lebih dulu)</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>instead of %1</source>
        <translation>menggantikan %1</translation>
    </message>
    <message>
        <source>Counted: %1</source>
        <translation>Dihitung: %1</translation>
    </message>
    <message>
        <source>winning tile</source>
        <translation>tile kemenangan</translation>
    </message>
    <message>
        <source>Not a win: %1</source>
        <translation>Bukan kemenangan: %1</translation>
    </message>
    <message>
        <source>a whole number, %1 unless changed</source>
        <translation>bilangan bulat, bawaan %1</translation>
    </message>
    <message>
        <source>Each payer</source>
        <translation>Tiap pembayar</translation>
    </message>
    <message>
        <source>Result per seat</source>
        <translation>Hasil per posisi</translation>
    </message>
    <message>
        <source>concealed</source>
        <translation>tertutup</translation>
    </message>
    <message>
        <source>%1: %2. Value: %3</source>
        <translation>%1: %2. Nilai: %3</translation>
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
        <translation>Shanten: %1</translation>
    </message>
    <message>
        <source>Improving tiles: %1 (%2 tiles)</source>
        <translation>Tile pembaik: %1 (%2 tile)</translation>
    </message>
    <message>
        <source>Waits: %1 (%2 tiles left)</source>
        <translation>Tunggu: %1 (sisa %2 tile)</translation>
    </message>
    <message>
        <source>Void suit: %1</source>
        <translation>Suit kosong: %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buangan</translation>
    </message>
    <message>
        <source>Shanten after it</source>
        <translation>Shanten sesudahnya</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>Tile pembaik</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>The hand after it</source>
        <translation>Tangan sesudahnya</translation>
    </message>
    <message>
        <source>Void suit</source>
        <translation>Suit kosong</translation>
    </message>
    <message>
        <source>Tiles of it held</source>
        <translation>Tile yang dipegang</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>Shanten</translation>
    </message>
    <message>
        <source>Shanten to one suit</source>
        <translation>Shanten ke satu suit murni</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Babi bunga</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>belum siap</translation>
    </message>
    <message>
        <source>ready, worth %1</source>
        <translation>siap, bernilai %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Tangan Anda: %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand, hidden in a real game: %2</source>
        <translation>Tangan %1, tersembunyi dalam permainan sungguhan: %2</translation>
    </message>
    <message>
        <source>Does %1 win on it?</source>
        <translation>Apakah %1 menang dengan tile ini?</translation>
    </message>
    <message>
        <source>yes: you pay %1</source>
        <translation>ya: Anda membayar %1</translation>
    </message>
    <message>
        <source>Winning tile</source>
        <translation>Tile kemenangan</translation>
    </message>
    <message>
        <source>On a discard</source>
        <translation>Dari buangan</translation>
    </message>
    <message>
        <source>Self-drawn</source>
        <translation>Mengambil sendiri</translation>
    </message>
    <message>
        <source>%1: below the minimum, no win</source>
        <translation>%1: di bawah minimum, tidak menang</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <source>Playing well</source>
        <translation>Bermain dengan baik</translation>
    </message>
    <message>
        <source>The six rulesets</source>
        <translation>Enam aturan</translation>
    </message>
    <message>
        <source>Examples and comparison</source>
        <translation>Contoh dan perbandingan</translation>
    </message>
    <message>
        <source>Questions and words</source>
        <translation>Pertanyaan dan istilah</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>This page cannot be shown (%1).</source>
        <translation>Halaman ini tidak dapat ditampilkan (%1).</translation>
    </message>
    <message>
        <source>This page is not translated yet; it is shown in English.</source>
        <translation>Halaman ini belum diterjemahkan; ditampilkan dalam bahasa Inggris.</translation>
    </message>
    <message>
        <source>Worked example: %1</source>
        <translation>Contoh: %1</translation>
    </message>
    <message>
        <source>No page holds these words.</source>
        <translation>Tidak ada halaman yang memuat kata-kata ini.</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>Cari di halaman</translation>
    </message>
    <message>
        <source>Search the pages (Ctrl+F)</source>
        <translation>Cari di halaman (Ctrl+F)</translation>
    </message>
    <message>
        <source>Back (Alt+Left)</source>
        <translation>Kembali (Alt+Kiri)</translation>
    </message>
    <message>
        <source>Forward (Alt+Right)</source>
        <translation>Maju (Alt+Kanan)</translation>
    </message>
    <message>
        <source>Practise this</source>
        <translation>Latih bagian ini</translation>
    </message>
    <message>
        <source>Drills on this page&apos;s topic, made by the engine</source>
        <translation>Latihan tentang topik halaman ini, dibuat oleh mesin aturan</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan, classic rules</source>
        <translation>Mainkan ronde pertama: Sichuan, aturan klasik</translation>
    </message>
    <message>
        <source>Guided hand: mahjchina&apos;s pass rule</source>
        <translation>Ronde terpandu: aturan lewat mahjchina</translation>
    </message>
    <message>
        <source>Guided hand: the competition rules</source>
        <translation>Ronde terpandu: aturan kompetisi</translation>
    </message>
    <message>
        <source>Play your first hand: Sichuan (Mahjong Soul)</source>
        <translation>Mainkan ronde pertama: Sichuan (Mahjong Soul)</translation>
    </message>
    <message>
        <source>Play your first hand: Hong Kong</source>
        <translation>Mainkan ronde pertama: Hong Kong</translation>
    </message>
    <message>
        <source>A guided hand at the table: every step explained, only the right move allowed</source>
        <translation>Satu ronde terpandu di meja: setiap langkah dijelaskan, hanya langkah yang benar yang diizinkan</translation>
    </message>
    <message>
        <source>Compare two sets of rules…</source>
        <translation>Bandingkan dua aturan…</translation>
    </message>
    <message>
        <source>What one set of rules (a club&apos;s house rules, or a profile) changes against another, each difference shown on a hand</source>
        <translation>Apa yang diubah satu aturan (aturan rumah klub, atau aturan bawaan) dibanding aturan lain, setiap perbedaan ditunjukkan dengan satu tangan</translation>
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
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Permainan baru…</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Buka permainan…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Simpan permainan…</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>P&amp;utar ulang permainan…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Tin&amp;jau permainan tersimpan…</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>Aturan &amp;rumah…</translation>
    </message>
    <message>
        <source>A club&apos;s own rule sets: made from any profile, played, scored and shared</source>
        <translation>Aturan sendiri sebuah klub: dibuat dari aturan mana pun, untuk dimainkan, dihitung, dan dibagikan</translation>
    </message>
    <message>
        <source>&amp;Compare rules…</source>
        <translation>&amp;Bandingkan aturan…</translation>
    </message>
    <message>
        <source>What one set of rules changes against another, each difference on a hand</source>
        <translation>Apa yang diubah satu aturan dibanding aturan lain, setiap perbedaan dengan satu tangan</translation>
    </message>
    <message>
        <source>Every decision of yours in a saved game judged by the engine</source>
        <translation>Setiap keputusan Anda di permainan tersimpan dinilai mesin</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>Score&amp;book</source>
        <translation>&amp;Buku Skor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Kecepatan animasi</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>&amp;Teacher</source>
        <translation>&amp;Pelatih</translation>
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
        <source>&amp;Learn to play</source>
        <translation>&amp;Belajar bermain</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Pintasan papan ketik</translation>
    </message>
    <message>
        <source>&amp;About Mahjong</source>
        <translation>&amp;Tentang Mahjong</translation>
    </message>
    <message>
        <source>Save the game being played to a file</source>
        <translation>Simpan permainan yang sedang dimainkan ke berkas</translation>
    </message>
    <message>
        <source>No game to save: start a new game or open one first.</source>
        <translation>Tidak ada permainan untuk disimpan: mulai permainan baru atau buka satu dahulu.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <source>Language changed to {0}.</source>
        <translation>Bahasa diubah ke {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation>
            <numerusform>%n buangan dari ronde ini masuk ke Latihan, kesalahan Anda</numerusform>
        </translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Tinjau permainan tersimpan</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave *.mjjournal)</source>
        <translation>Permainan mahjong tersimpan (*.mjsave *.mjjournal)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Tidak bisa meninjau permainan</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>Berkas ini tidak bisa dimuat ({0}): {1}</translation>
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
        <translation>Mahjong Sichuan Berdarah dan mahjong Hong Kong: bermain melawan komputer, menghitung skor tangan, dan menyimpan buku skor untuk meja Anda.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Permainan baru</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>Profil aturan:</translation>
    </message>
    <message>
        <source>Match length:</source>
        <translation>Panjang pertandingan:</translation>
    </message>
    <message>
        <source>You (first dealer)</source>
        <translation>Anda (dealer pertama)</translation>
    </message>
    <message>
        <source>On your right</source>
        <translation>Di kanan Anda</translation>
    </message>
    <message>
        <source>Across from you</source>
        <translation>Di seberang Anda</translation>
    </message>
    <message>
        <source>On your left</source>
        <translation>Di kiri Anda</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>House rules…</source>
        <translation>Aturan rumah…</translation>
    </message>
    <message>
        <source>Make, edit, import or export a club&apos;s own rule set, built from one of the Sichuan profiles</source>
        <translation>Buat, ubah, impor, atau ekspor aturan sendiri sebuah klub, berdasarkan salah satu profil Sichuan</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>random</source>
        <translation>acak</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>Seed (opsional):</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Kecepatan animasi:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mulai</translation>
    </message>
    <message>
        <source>Hands per game:</source>
        <translation>Ronde per permainan:</translation>
    </message>
    <message>
        <source>Games in the match:</source>
        <translation>Jumlah permainan:</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0} ronde</translation>
    </message>
    <message>
        <source>{0}; a score below zero ends the match at once.</source>
        <translation>{0}; skor di bawah nol langsung mengakhiri pertandingan.</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} kartu</translation>
    </message>
    <message>
        <source>{0} with winds, dragons, flowers and seasons</source>
        <translation>{0} dengan angin, naga, bunga dan musim</translation>
    </message>
    <message>
        <source>{0} in three suits</source>
        <translation>{0} dalam tiga jenis</translation>
    </message>
    <message>
        <source>pass three</source>
        <translation>tukar tiga</translation>
    </message>
    <message>
        <source>choose a void suit</source>
        <translation>pilih suit kosong</translation>
    </message>
    <message>
        <source>chow, pong and kong</source>
        <translation>chow, pong dan kong</translation>
    </message>
    <message>
        <source>pong and kong, no chow</source>
        <translation>pong dan kong, tanpa chow</translation>
    </message>
    <message>
        <source>winners leave and play goes on</source>
        <translation>pemenang keluar dan permainan berlanjut</translation>
    </message>
    <message>
        <source>one winner ends the hand</source>
        <translation>satu pemenang mengakhiri ronde</translation>
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
        <translation>mati</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lambat</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>cepat</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Kanan</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Seberang</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Kiri</translation>
    </message>
    <message>
        <source>Resume the game of {0}</source>
        <translation>Lanjutkan permainan {0}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Simpan permainan</translation>
    </message>
    <message>
        <source>Mahjong saved game (*.mjsave)</source>
        <translation>Permainan Mahjong tersimpan (*.mjsave)</translation>
    </message>
    <message>
        <source>Game saved.</source>
        <translation>Permainan disimpan.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Buka permainan</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Buka permainan tersimpan</translation>
    </message>
    <message>
        <source>A game is in progress. Opening a saved game replaces it; save it first if you want to keep it.</source>
        <translation>Sebuah permainan sedang berlangsung. Membuka permainan tersimpan akan menggantikannya; simpan dulu jika ingin menyimpannya.</translation>
    </message>
    <message>
        <source>Open and replace</source>
        <translation>Buka dan ganti</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Lanjut bermain</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the data folder ({0}), so the next start cannot offer it as it is now. Quit anyway and lose what was not written, or keep playing and save it with Game → Save game.</source>
        <translation>Permainan yang sedang berlangsung tidak dapat ditulis ke folder data ({0}), jadi saat dibuka lagi permainan ini tidak dapat dilanjutkan seperti sekarang. Tetap keluar dan kehilangan bagian yang tidak tertulis, atau lanjut bermain dan simpan dengan Permainan → Simpan permainan.</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Putar ulang permainan</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Tidak dapat membuka permainan</translation>
    </message>
    <message>
        <source>This file cannot be loaded ({0}): {1}</source>
        <translation>Berkas ini tidak dapat dimuat ({0}): {1}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>This game cannot be kept for the next start ({0}). Save it with Game → Save game, or free the data folder.</source>
        <translation>Permainan ini tidak dapat disimpan untuk dibuka lagi nanti ({0}). Simpan dengan Permainan → Simpan permainan, atau kosongkan folder data.</translation>
    </message>
    <message>
        <source>The game is not kept</source>
        <translation>Permainan tidak tersimpan</translation>
    </message>
    <message>
        <source>Quit anyway</source>
        <translation>Tetap keluar</translation>
    </message>
    <message>
        <source>The game in progress could not be written to the disk ({0}); the next start may offer it without its last moves.</source>
        <translation>Permainan yang sedang berlangsung tidak dapat ditulis ke disk ({0}); saat dibuka lagi, permainan mungkin dilanjutkan tanpa langkah-langkah terakhirnya.</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Tidak dapat menyimpan permainan</translation>
    </message>
    <message>
        <source>The game cannot be saved to {0}: {1}</source>
        <translation>Permainan tidak dapat disimpan ke {0}: {1}</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Mulai permainan baru</translation>
    </message>
    <message>
        <source>A game is in progress. A new game replaces it; save it first if you want to keep it.</source>
        <translation>Sebuah permainan sedang berlangsung. Permainan baru akan menggantikannya; simpan dulu jika ingin menyimpannya.</translation>
    </message>
    <message>
        <source>{0} · {1} round · hand {2} · wall {3}</source>
        <translation>{0} · putaran {1} · ronde {2} · dinding {3}</translation>
    </message>
    <message>
        <source>{0} · hand {1} · wall {2}</source>
        <translation>{0} · ronde {1} · dinding {2}</translation>
    </message>
    <message>
        <source>Pass these three (E)</source>
        <translation>Tukar tiga ini (E)</translation>
    </message>
    <message>
        <source>Win (W)</source>
        <translation>Menang (W)</translation>
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
        <translation>Chow {0} (C)</translation>
    </message>
    <message>
        <source>Chow… (C)</source>
        <translation>Chow… (C)</translation>
    </message>
    <message>
        <source>Pass (Space)</source>
        <translation>Lewati (Space)</translation>
    </message>
    <message>
        <source>Void: {0} ({1})</source>
        <translation>Kosongkan {0} ({1})</translation>
    </message>
    <message>
        <source>{0} – suggested</source>
        <translation>{0} – disarankan</translation>
    </message>
    <message>
        <source>Pick exactly three tiles of one suit.</source>
        <translation>Pilih tepat tiga tile dari satu suit.</translation>
    </message>
    <message>
        <source>You still hold {0} (your void suit): those tiles must go first.</source>
        <translation>Anda masih memegang {0} (suit kosong Anda): tile itu harus dibuang dulu.</translation>
    </message>
    <message>
        <source>{0} cannot be discarded now.</source>
        <translation>{0} tidak bisa dibuang sekarang.</translation>
    </message>
    <message>
        <source>{0} of 3 tiles picked to pass on (raised and outlined); click a picked tile to put it back, then confirm (E).</source>
        <translation>{0} dari 3 tile dipilih untuk dioper (diangkat dan diberi garis); klik tile terpilih untuk mengembalikannya, lalu konfirmasi (E).</translation>
    </message>
    <message>
        <source>No game yet: start one with New game (Ctrl+N).</source>
        <translation>Belum ada permainan: mulai dengan Permainan baru (Ctrl+N).</translation>
    </message>
    <message>
        <source>The hand is over: there is no decision of yours in it now.</source>
        <translation>Putaran sudah selesai: tidak ada keputusan Anda di dalamnya sekarang.</translation>
    </message>
    <message>
        <source>Ask which move the teacher would make now, and why (H)</source>
        <translation>Tanyakan langkah yang akan diambil guru sekarang, dan alasannya (H)</translation>
    </message>
    <message>
        <source>A hint is for your own decisions: wait until it is your turn to decide.</source>
        <translation>Petunjuk untuk keputusan Anda sendiri: tunggu sampai giliran Anda memutuskan.</translation>
    </message>
    <message>
        <source>Nothing to take back: you have made no move in this hand yet.</source>
        <translation>Tidak ada yang bisa dibatalkan: Anda belum melangkah di putaran ini.</translation>
    </message>
    <message>
        <source>You can take a move back when it is your turn to decide.</source>
        <translation>Anda bisa membatalkan langkah saat giliran Anda memutuskan.</translation>
    </message>
    <message>
        <source>Pick exactly three tiles.</source>
        <translation>Pilih tepat tiga ubin.</translation>
    </message>
    <message>
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>Tiga tile sudah dipilih: klik salah satunya untuk mengembalikannya sebelum memilih yang lain.</translation>
    </message>
    <message>
        <source>chow C</source>
        <translation>chow C</translation>
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
        <translation>menang W</translation>
    </message>
    <message>
        <source>Claim the discard ({0}) or pass (Space).</source>
        <translation>Ambil buangan itu ({0}) atau lewati (Space).</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sedang berpikir…</translation>
    </message>
    <message>
        <source>to the player on your right</source>
        <translation>ke pemain di kanan Anda</translation>
    </message>
    <message>
        <source>to the player on your left</source>
        <translation>ke pemain di kiri Anda</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>ke seberang meja</translation>
    </message>
    <message>
        <source>Pong!</source>
        <translation>Pong!</translation>
    </message>
    <message>
        <source>Chow!</source>
        <translation>Chow!</translation>
    </message>
    <message>
        <source>Added kong!</source>
        <translation>Kong tambahan!</translation>
    </message>
    <message>
        <source>Kong!</source>
        <translation>Kong!</translation>
    </message>
    <message>
        <source>Concealed kong!</source>
        <translation>Kong tertutup!</translation>
    </message>
    <message>
        <source>Self-drawn win!</source>
        <translation>Menang dengan mengambil sendiri!</translation>
    </message>
    <message>
        <source>Win!</source>
        <translation>Menang!</translation>
    </message>
    <message>
        <source>Robbing the kong!</source>
        <translation>Merebut kong!</translation>
    </message>
    <message>
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>Semua pemain memberikan tiga tile {0}.
Anda menerima {1} dari {2}.</translation>
    </message>
    <message>
        <source>{0} = {1} faan</source>
        <translation>{0} = {1} faan</translation>
    </message>
    <message>
        <source>{0} (limit)</source>
        <translation>{0} (batas)</translation>
    </message>
    <message>
        <source>You pay {0}</source>
        <translation>Anda membayar {0}</translation>
    </message>
    <message>
        <source>{0} pays {1}</source>
        <translation>{0} membayar {1}</translation>
    </message>
    <message>
        <source>self-draw</source>
        <translation>dengan mengambil sendiri</translation>
    </message>
    <message>
        <source>on a discard</source>
        <translation>dari buangan</translation>
    </message>
    <message>
        <source>robbing a kong</source>
        <translation>dengan merebut kong</translation>
    </message>
    <message>
        <source>You win {0} with {1}
{2}</source>
        <translation>Anda menang {0}: {1}
{2}</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}
{3}</source>
        <translation>{0} menang {1}: {2}
{3}</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Permainan baru…</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Petunjuk (H)</translation>
    </message>
    <message>
        <source>Take back (Ctrl+Z)</source>
        <translation>Ambil kembali (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>Automatic moves and the tile tracker</source>
        <translation>Langkah otomatis dan pelacak ubin</translation>
    </message>
    <message>
        <source>Win automatically when I can</source>
        <translation>Menang otomatis bila bisa</translation>
    </message>
    <message>
        <source>Pass automatically on every claim but a win</source>
        <translation>Lewati otomatis setiap klaim kecuali menang</translation>
    </message>
    <message>
        <source>Discard the tile I draw when no kong or win is possible</source>
        <translation>Buang ubin yang saya ambil bila tidak bisa kong atau menang</translation>
    </message>
    <message>
        <source>Show the tile tracker (copies not seen yet)</source>
        <translation>Tampilkan pelacak ubin (salinan yang belum terlihat)</translation>
    </message>
    <message>
        <source>Teacher</source>
        <translation>Pelatih</translation>
    </message>
    <message>
        <source>What the teacher shows at the table</source>
        <translation>Apa yang ditunjukkan pelatih di meja</translation>
    </message>
    <message>
        <source>Show my waits and their tiles left</source>
        <translation>Tampilkan tile tunggu saya dan sisanya</translation>
    </message>
    <message>
        <source>Highlight the tiles of the kind under the pointer</source>
        <translation>Sorot tile sejenis dengan tile di bawah penunjuk</translation>
    </message>
    <message>
        <source>Mark the danger of my tiles against ready-looking players</source>
        <translation>Tandai bahaya tile saya terhadap pemain yang tampak siap</translation>
    </message>
    <message>
        <source>Warn before a rule costs me (passed wins, void tiles, not ready late)</source>
        <translation>Peringatkan sebelum aturan merugikan saya (melewatkan kemenangan, tile suit kosong, belum siap di akhir)</translation>
    </message>
    <message>
        <source>Sound for calls</source>
        <translation>Suara untuk panggilan</translation>
    </message>
    <message>
        <source>Sound for calls (needs QtMultimedia)</source>
        <translation>Suara untuk panggilan (perlu QtMultimedia)</translation>
    </message>
    <message>
        <source>Sound needs Qt&apos;s multimedia module, the optional extra: {0}</source>
        <translation>Suara memerlukan modul multimedia Qt, tambahan opsional: {0}</translation>
    </message>
    <message>
        <source>Skip to the end of the hand</source>
        <translation>Lewati ke akhir babak</translation>
    </message>
    <message>
        <source>You have nothing left to decide in this hand: play the rest at once</source>
        <translation>Tidak ada lagi yang perlu Anda putuskan di babak ini: mainkan sisanya sekaligus</translation>
    </message>
    <message>
        <source>Show or hide the list of every action at the table</source>
        <translation>Tampilkan atau sembunyikan daftar setiap aksi di meja</translation>
    </message>
    <message>
        <source>Practice: undo your last move in this hand; the computer players decide again</source>
        <translation>Latihan: batalkan langkah terakhir Anda di ronde ini; lawan komputer memutuskan lagi</translation>
    </message>
    <message>
        <source>Start a game against three computer players
(Ctrl+N)</source>
        <translation>Mulai permainan melawan tiga pemain komputer
(Ctrl+N)</translation>
    </message>
    <message>
        <source>New to mahjong? Play a guided first hand</source>
        <translation>Baru mengenal mahjong? Mainkan ronde pertama yang terpandu</translation>
    </message>
    <message>
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>Belum ada permainan: tekan Permainan baru (Ctrl+N).</translation>
    </message>
</context>
<context>
    <name>PlayersScreen</name>
    <message>
        <source>No session is open in the scorebook.</source>
        <translation>Tidak ada sesi yang terbuka di buku skor.</translation>
    </message>
    <message>
        <source>Dealer: {0}</source>
        <translation>Dealer: {0}</translation>
    </message>
    <message>
        <source>Last hand: {0}</source>
        <translation>Ronde terakhir: {0}</translation>
    </message>
    <message>
        <source>No hand recorded yet.</source>
        <translation>Belum ada ronde yang dicatat.</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Layar pemain</translation>
    </message>
    <message>
        <source>Leave full screen (Esc)</source>
        <translation>Keluar dari layar penuh (Esc)</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>Layar penuh (F11)</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>Pilih &amp;semua</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Naik</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>T&amp;urun</translation>
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
Direktori tidak ditemukan.
Periksa kembali nama direktori yang diberikan.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Berkas tidak ditemukan.
Periksa kembali nama berkas yang diberikan.</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Berkas %1</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 sudah ada.
Apakah Anda ingin menggantinya?</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pilih</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cari di:</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folder &amp;baru</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Ganti nama</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; dilindungi dari penulisan.
Tetap ingin menghapusnya?</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
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
        <translation>Yakin ingin menghapus &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ganti ke tampilan rinci</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Ganti ke tampilan daftar</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Direktori tidak dapat dihapus.</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Buat folder baru</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Buat sebuah folder baru</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Tampilan rinci</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Direktori</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Direktori:</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nama berkas:</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folder berkas</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Jenis berkas:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis berkas:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Cari direktori</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ke direktori induk</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Tampilan daftar</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Daftar tempat dan markah</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cari di:</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer saya</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folder baru</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Direktori induk</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tempat terbaru</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Simpan sebagai</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Pintasan</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Tampilkan </translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Tampilkan berkas &amp;tersembunyi</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bilah sisi</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
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
        <translation>&lt;b&gt;Nama &quot;%1&quot; tidak dapat digunakan.&lt;/b&gt;&lt;p&gt;Coba nama lain yang lebih pendek atau tanpa tanda baca.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tanggal diubah</translation>
    </message>
    <message>
        <source>Invalid filename</source>
        <translation>Nama berkas tidak sah</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer saya</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipe</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Masukkan nilai:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulangi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan rincian...</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>Tampilkan rincian...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Batalkan</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang perubahan</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Tid&amp;ak untuk semua</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur ulang</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Kembalikan bawaan</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Simpan semua</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk &amp;semua</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Bottom</source>
        <translation>Paling bawah</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Tepi kiri</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Satu halaman ke bawah</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Satu halaman ke kiri</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Satu halaman ke kanan</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Satu halaman ke atas</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tepi kanan</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Gulir ke bawah</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>Gulir ke sini</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Gulir ke kiri</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Gulir ke kanan</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Gulir ke atas</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Paling atas</translation>
    </message>
</context>
<context>
    <name>QUndoGroup</name>
    <message>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ulangi %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Urungkan %1</translation>
    </message>
</context>
<context>
    <name>QUndoModel</name>
    <message>
        <source>&lt;empty&gt;</source>
        <translation>&lt;kosong&gt;</translation>
    </message>
</context>
<context>
    <name>QUndoStack</name>
    <message>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Ulangi %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Urungkan %1</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulangi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;lokasi tautan</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih semua</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Hand {0} begins; {1} deals</source>
        <translation>Ronde {0} dimulai; {1} menjadi dealer</translation>
    </message>
    <message>
        <source>Hand {0} begins; you deal</source>
        <translation>Ronde {0} dimulai; Anda menjadi dealer</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>ke pemain berikutnya</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>ke pemain sebelumnya</translation>
    </message>
    <message>
        <source>across the table</source>
        <translation>ke seberang meja</translation>
    </message>
    <message>
        <source>Everyone passes three tiles {0}</source>
        <translation>Semua pemain memberikan tiga tile {0}</translation>
    </message>
    <message>
        <source>Void suits: {0}</source>
        <translation>Suit kosong: {0}</translation>
    </message>
    <message>
        <source>{0} draws a replacement tile: {1}</source>
        <translation>{0} mengambil tile pengganti: {1}</translation>
    </message>
    <message>
        <source>You draw a replacement tile: {0}</source>
        <translation>Anda mengambil tile pengganti: {0}</translation>
    </message>
    <message>
        <source>{0} draws {1}</source>
        <translation>{0} mengambil {1}</translation>
    </message>
    <message>
        <source>You draw {0}</source>
        <translation>Anda mengambil {0}</translation>
    </message>
    <message>
        <source>{0} discards {1}</source>
        <translation>{0} membuang {1}</translation>
    </message>
    <message>
        <source>You discard {0}</source>
        <translation>Anda membuang {0}</translation>
    </message>
    <message>
        <source>(passing a win worth {0})</source>
        <translation>(melewatkan kemenangan senilai {0})</translation>
    </message>
    <message>
        <source>{0} lets {1} go</source>
        <translation>{0} melewatkan {1}</translation>
    </message>
    <message>
        <source>You let {0} go</source>
        <translation>Anda melewatkan {0}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from {2}</source>
        <translation>{0} pong {1} dari {2}</translation>
    </message>
    <message>
        <source>You pong {0} from {1}</source>
        <translation>Anda pong {0} dari {1}</translation>
    </message>
    <message>
        <source>{0} pongs {1} from you</source>
        <translation>{0} pong {1} dari Anda</translation>
    </message>
    <message>
        <source>{0} chows {1} from {2}</source>
        <translation>{0} chow {1} dari {2}</translation>
    </message>
    <message>
        <source>You chow {0} from {1}</source>
        <translation>Anda chow {0} dari {1}</translation>
    </message>
    <message>
        <source>{0} chows {1} from you</source>
        <translation>{0} chow {1} dari Anda</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws {2} from the far end</source>
        <translation>{0} menyisihkan {1} dan mengambil {2} dari ujung lain dinding</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>Anda menyisihkan {0} dan mengambil {1} dari ujung lain dinding</translation>
    </message>
    <message>
        <source>{0} adds {1} to a pong</source>
        <translation>{0} menambahkan {1} ke pong</translation>
    </message>
    <message>
        <source>You add {0} to a pong</source>
        <translation>Anda menambahkan {0} ke pong</translation>
    </message>
    <message>
        <source>{0}: {1} of {2}</source>
        <translation>{0}: {1} {2}</translation>
    </message>
    <message>
        <source>{0} robs the kong on {1}</source>
        <translation>{0} merebut kong {1}</translation>
    </message>
    <message>
        <source>You rob the kong on {0}</source>
        <translation>Anda merebut kong {0}</translation>
    </message>
    <message>
        <source>by self-draw</source>
        <translation>mengambil sendiri</translation>
    </message>
    <message>
        <source>on {0}&apos;s discard</source>
        <translation>dari buangan {0}</translation>
    </message>
    <message>
        <source>on your discard</source>
        <translation>dari buangan Anda</translation>
    </message>
    <message>
        <source>robbing {0}&apos;s kong</source>
        <translation>merebut kong {0}</translation>
    </message>
    <message>
        <source>robbing your kong</source>
        <translation>merebut kong Anda</translation>
    </message>
    <message>
        <source>{0} wins {1} with {2}: {3} ({4})</source>
        <translation>{0} menang {1} dengan {2}: {3} ({4})</translation>
    </message>
    <message>
        <source>You win {0} with {1}: {2} ({3})</source>
        <translation>Anda menang {0} dengan {1}: {2} ({3})</translation>
    </message>
    <message>
        <source>{0} draws a tile</source>
        <translation>{0} mengambil satu tile</translation>
    </message>
    <message>
        <source>{0} sets aside {1} and draws a replacement</source>
        <translation>{0} menyisihkan {1} dan mengambil pengganti</translation>
    </message>
    <message>
        <source>Hand over: {0}</source>
        <translation>Ronde selesai: {0}</translation>
    </message>
    <message>
        <source>Match over: {0}</source>
        <translation>Pertandingan selesai: {0}</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>The start of the game</source>
        <translation>Awal permainan</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Sedang berpikir…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <source>The start (Home)</source>
        <translation>Awal (Home)</translation>
    </message>
    <message>
        <source>The previous hand (Page Up)</source>
        <translation>Ronde sebelumnya (Page Up)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Mundur satu langkah (Left)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Putar atau jeda (Space)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Maju satu langkah (Right)</translation>
    </message>
    <message>
        <source>The next hand (Page Down)</source>
        <translation>Ronde berikutnya (Page Down)</translation>
    </message>
    <message>
        <source>The end (End)</source>
        <translation>Akhir (End)</translation>
    </message>
    <message>
        <source>Seen by:</source>
        <translation>Dilihat dari:</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>Tampilkan semua tangan</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Sarankan langkah</translation>
    </message>
    <message>
        <source>When the seat you watch has a decision, show what the strong computer player would do and why</source>
        <translation>Saat posisi yang Anda lihat harus memutuskan, tampilkan apa yang akan dilakukan lawan komputer kuat dan alasannya</translation>
    </message>
    <message>
        <source>Review this game…</source>
        <translation>Tinjau permainan ini…</translation>
    </message>
    <message>
        <source>Every decision of yours judged by the engine, worst first, with its cost and the reason</source>
        <translation>Setiap keputusan Anda dinilai mesin, terburuk dulu, dengan biaya dan alasannya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand {0}: {1}. The engine agrees.</source>
        <translation>Tangan {0}: {1}. Mesin setuju.</translation>
    </message>
    <message>
        <source>Hand {0}: {1}; best {2}. Loss {3} ± {4}</source>
        <translation>Tangan {0}: {1}; terbaik {2}. Rugi {3} ± {4}</translation>
    </message>
    <message>
        <source>Agrees with the engine</source>
        <translation>Sama dengan mesin</translation>
    </message>
    <message>
        <source>A small loss</source>
        <translation>Rugi kecil</translation>
    </message>
    <message>
        <source>A mistake</source>
        <translation>Kesalahan</translation>
    </message>
    <message>
        <source>Hand {0}: {1}. Not judged yet.</source>
        <translation>Tangan {0}: {1}. Belum dinilai.</translation>
    </message>
    <message>
        <source>Not judged yet</source>
        <translation>Belum dinilai</translation>
    </message>
    <message>
        <source>Hand {0}: you chose {1}. Not judged yet.</source>
        <translation>Tangan {0}: Anda memilih {1}. Belum dinilai.</translation>
    </message>
    <message>
        <source>Every decision of the seat is on the left, judged one after another; choose one to see the table at that moment.</source>
        <translation>Setiap keputusan posisi ini ada di kiri, dinilai satu per satu; pilih satu untuk melihat meja saat itu.</translation>
    </message>
    <message>
        <source>{0} · hand {1}: you chose {2}; the engine&apos;s best is {3}.</source>
        <translation>{0} · tangan {1}: Anda memilih {2}; terbaik menurut mesin {3}.</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} rank points on average.</source>
        <translation>Kesalahan: rata-rata kehilangan {0} ± {1} poin peringkat.</translation>
    </message>
    <message>
        <source>A mistake: it gives up {0} ± {1} points on average.</source>
        <translation>Kesalahan: rata-rata kehilangan {0} ± {1} poin.</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} rank points on average.</source>
        <translation>Rugi kecil: rata-rata {0} ± {1} poin peringkat.</translation>
    </message>
    <message>
        <source>A small loss: {0} ± {1} points on average.</source>
        <translation>Rugi kecil: rata-rata {0} ± {1} poin.</translation>
    </message>
    <message>
        <source>{0} (your choice)</source>
        <translation>{0} (pilihan Anda)</translation>
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
            <numerusform>%n keputusan: kesamaan {0}, {1} kesalahan per 100, rugi {2} poin peringkat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation>
            <numerusform>%n keputusan: kesamaan {0}, {1} kesalahan per 100, rugi {2} poin</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}, {1}. The game: {2}</source>
        <translation>{0}, {1}. Permainan: {2}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Tangan {0}: {1}</translation>
    </message>
    <message>
        <source>%v of %m judged</source>
        <translation>%v dari %m dinilai</translation>
    </message>
    <message>
        <source>The review stopped: this game cannot be reviewed ({0}).</source>
        <translation>Tinjauan berhenti: permainan ini tidak bisa ditinjau ({0}).</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation>
            <numerusform>Dibatalkan: %n keputusan dinilai.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision is judged.</source>
        <translation>Semua keputusan sudah dinilai.</translation>
    </message>
    <message>
        <source>Judging… each decision&apos;s moves are played out many times.</source>
        <translation>Menilai… setiap langkah dimainkan berkali-kali.</translation>
    </message>
    <message>
        <source>The mistakes could not be kept in Drills ({0}).</source>
        <translation>Kesalahan tidak bisa disimpan di Latihan ({0}).</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation>
            <numerusform>%n kesalahan masuk ke Latihan, kesalahan Anda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your profile could not be read or kept ({0}).</source>
        <translation>Profil Anda tidak dapat dibaca atau disimpan ({0}).</translation>
    </message>
    <message>
        <source>Your profile in {0}: no game reviewed to the end yet.</source>
        <translation>Profil Anda di {0}: belum ada permainan yang ditinjau sampai selesai.</translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation>
            <numerusform>Profil Anda di {0} (%n permainan ditinjau):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation>
            <numerusform>{0}: %n keputusan, {1} kesalahan per 100, {2} poin peringkat hilang per keputusan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation>
            <numerusform>{0}: %n keputusan, {1} kesalahan per 100, {2} poin hilang per keputusan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation>
            <numerusform>Kecocokan dengan mesin, %n permainan terakhir:</numerusform>
        </translation>
    </message>
    <message>
        <source>Playing on from hand {0} in Play.</source>
        <translation>Melanjutkan dari tangan {0} di Main.</translation>
    </message>
    <message>
        <source>Play is not open here: the replay shows the moment instead.</source>
        <translation>Main tidak terbuka di sini: tayangan ulang menampilkan saat itu.</translation>
    </message>
    <message>
        <source>Review of the game</source>
        <translation>Tinjauan permainan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Stop judging; the decisions judged so far stay</source>
        <translation>Berhenti menilai; keputusan yang sudah dinilai tetap ada</translation>
    </message>
    <message>
        <source>In the order played</source>
        <translation>Urutan dimainkan</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>Terburuk dulu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aksi</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Poin harapan</translation>
    </message>
    <message>
        <source>Expected rank points</source>
        <translation>Poin peringkat harapan</translation>
    </message>
    <message>
        <source>Futures</source>
        <translation>Simulasi</translation>
    </message>
    <message>
        <source>Shanten</source>
        <translation>Shanten</translation>
    </message>
    <message>
        <source>Improving tiles</source>
        <translation>Ubin penambah</translation>
    </message>
    <message>
        <source>Danger</source>
        <translation>Bahaya</translation>
    </message>
    <message>
        <source>The game&apos;s rank points expected at the hand&apos;s end (4 to 1, by the points the game&apos;s other hands may still move), on average over the futures played, ± the standard error</source>
        <translation>Poin peringkat permainan yang diharapkan di akhir tangan (4 sampai 1, memperhitungkan poin yang masih bisa berubah di tangan-tangan berikutnya), rata-rata atas kelanjutan yang dimainkan, ± galat baku</translation>
    </message>
    <message>
        <source>Points to the hand&apos;s end, on average over the futures played, ± the standard error</source>
        <translation>Poin hingga akhir tangan, rata-rata dari simulasi, ± galat baku</translation>
    </message>
    <message>
        <source>Tiles from ready after the discard</source>
        <translation>Jarak ke siap setelah membuang</translation>
    </message>
    <message>
        <source>Unseen tiles that would bring the hand closer to ready</source>
        <translation>Ubin tak terlihat yang mendekatkan tangan ke siap</translation>
    </message>
    <message>
        <source>The chance the tile wins for a player who looks ready</source>
        <translation>Peluang ubin ini memenangkan pemain yang tampak siap</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Lanjutkan dari sini</translation>
    </message>
    <message>
        <source>Go on from this moment against the computer players, as practice</source>
        <translation>Lanjutkan dari saat ini melawan komputer, sebagai latihan</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>Buka di tayangan ulang</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>RosterDialog</name>
    <message>
        <source>Club players</source>
        <translation>Pemain klub</translation>
    </message>
    <message>
        <source>Names kept for the session dialog&apos;s seats. Forgetting a name changes no session.</source>
        <translation>Nama yang disimpan untuk posisi di dialog sesi. Melupakan sebuah nama tidak mengubah sesi mana pun.</translation>
    </message>
    <message>
        <source>A new player&apos;s name</source>
        <translation>Nama pemain baru</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Tambah</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Lupakan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>RuleSets</name>
    <message>
        <source>Cap</source>
        <translation>Batas</translation>
    </message>
    <message>
        <source>Self-draw bonus (each payer)</source>
        <translation>Bonus mengambil sendiri (per pembayar)</translation>
    </message>
    <message>
        <source>Exposed kong (each payer)</source>
        <translation>Kong terbuka (per pembayar)</translation>
    </message>
    <message>
        <source>Added kong (each payer)</source>
        <translation>Kong tambahan (per pembayar)</translation>
    </message>
    <message>
        <source>Concealed kong (each payer)</source>
        <translation>Kong tertutup (per pembayar)</translation>
    </message>
    <message>
        <source>Flower pig amount</source>
        <translation>Jumlah babi bunga</translation>
    </message>
    <message>
        <source>False win penalty (0: none)</source>
        <translation>Denda menang palsu (0: tidak ada)</translation>
    </message>
    <message>
        <source>Exchange three before the void</source>
        <translation>Tukar tiga sebelum memilih jenis kosong</translation>
    </message>
    <message>
        <source>The three may be of any suits</source>
        <translation>Ketiganya boleh dari jenis apa saja</translation>
    </message>
    <message>
        <source>The three are passed</source>
        <translation>Ketiga ubin dioper</translation>
    </message>
    <message>
        <source>A declined win or pong is barred until the next draw (过胡/过碰)</source>
        <translation>Menang atau pong yang dilewatkan terlarang sampai ambilan berikutnya (过胡/过碰)</translation>
    </message>
    <message>
        <source>Rank points 4/3/2/1 per game</source>
        <translation>Poin peringkat 4/3/2/1 per permainan</translation>
    </message>
    <message>
        <source>A win on a kong&apos;s replacement discard</source>
        <translation>Menang pada buangan pengganti kong</translation>
    </message>
    <message>
        <source>Who pays a win</source>
        <translation>Siapa membayar kemenangan</translation>
    </message>
    <message>
        <source>After a win</source>
        <translation>Setelah menang</translation>
    </message>
    <message>
        <source>Who receives a flower pig&apos;s amount</source>
        <translation>Siapa menerima bayaran babi bunga</translation>
    </message>
    <message>
        <source>A flower pig pays all three others</source>
        <translation>Babi bunga membayar ketiga pemain lain</translation>
    </message>
    <message>
        <source>At the wall&apos;s end all still in return kong money</source>
        <translation>Saat dinding habis semua yang tersisa mengembalikan poin kong</translation>
    </message>
    <message>
        <source>Kong money is returned to winners too</source>
        <translation>Poin kong juga dikembalikan ke pemenang</translation>
    </message>
    <message>
        <source>in a direction drawn each hand</source>
        <translation>ke arah yang diundi setiap tangan</translation>
    </message>
    <message>
        <source>to the next player</source>
        <translation>ke pemain berikutnya</translation>
    </message>
    <message>
        <source>to the previous player</source>
        <translation>ke pemain sebelumnya</translation>
    </message>
    <message>
        <source>to the player across</source>
        <translation>ke pemain di seberang</translation>
    </message>
    <message>
        <source>the three others; its kongs returned</source>
        <translation>tiga lainnya; kongnya dikembalikan</translation>
    </message>
    <message>
        <source>the non-pigs still in</source>
        <translation>yang tersisa dan bukan babi</translation>
    </message>
    <message>
        <source>the others still in, at least their ready value</source>
        <translation>pemain lain yang tersisa, minimal nilai siapnya</translation>
    </message>
    <message>
        <source>the kong money is returned</source>
        <translation>uang kong dikembalikan</translation>
    </message>
    <message>
        <source>the kong money is kept</source>
        <translation>uang kong tetap</translation>
    </message>
    <message>
        <source>kept, returned if a kong made after it is robbed</source>
        <translation>tetap, dikembalikan bila kong sesudahnya dirampok</translation>
    </message>
    <message>
        <source>the kong money goes to the winner (呼叫转移)</source>
        <translation>uang kong pindah ke pemenang (呼叫转移)</translation>
    </message>
    <message>
        <source>the winner leaves the hand (血战到底)</source>
        <translation>pemenang keluar dari tangan (血战到底)</translation>
    </message>
    <message>
        <source>the winner stays and may win again (血流成河)</source>
        <translation>pemenang tetap bermain dan boleh menang lagi (血流成河)</translation>
    </message>
    <message>
        <source>nobody: it is a penalty</source>
        <translation>tidak ada: ini denda</translation>
    </message>
    <message>
        <source>the discarder alone (Modern, table P)</source>
        <translation>hanya pembuang (Modern, tabel P)</translation>
    </message>
    <message>
        <source>all three, with doublings (Classical, table Q)</source>
        <translation>ketiganya, dengan penggandaan (Klasik, tabel Q)</translation>
    </message>
    <message>
        <source>{0} (house rules on {1})</source>
        <translation>{0} (aturan rumah berdasarkan {1})</translation>
    </message>
</context>
<context>
    <name>RuleSetsDialog</name>
    <message>
        <source>{0} (cannot be read: {1})</source>
        <translation>{0} (tidak bisa dibaca: {1})</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>Aturan rumah kami</translation>
    </message>
    <message>
        <source>doubles</source>
        <translation>menggandakan</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message>
        <source>{0}: {1} (was {2})</source>
        <translation>{0}: {1} (semula {2})</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>tidak dihitung</translation>
    </message>
    <message>
        <source>{0} faan: {1} points (was {2})</source>
        <translation>{0} faan: {1} poin (semula {2})</translation>
    </message>
    <message>
        <source>No change: these are the rules of {0}.</source>
        <translation>Tidak ada perubahan: ini aturan {0}.</translation>
    </message>
    <message>
        <source>Against {0}: {1}</source>
        <translation>Dibandingkan {0}: {1}</translation>
    </message>
    <message>
        <source>These rules cannot be explained</source>
        <translation>Aturan ini tidak dapat dijelaskan</translation>
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
        <translation>Aturan tidak tersimpan</translation>
    </message>
    <message>
        <source>The rule set was not deleted</source>
        <translation>Aturan tidak terhapus</translation>
    </message>
    <message>
        <source>The rule set was not imported</source>
        <translation>Aturan tidak terimpor</translation>
    </message>
    <message>
        <source>The rule set was not exported</source>
        <translation>Aturan tidak terekspor</translation>
    </message>
    <message>
        <source>Import a rule set</source>
        <translation>Impor aturan</translation>
    </message>
    <message>
        <source>Rule set (*.mjrules)</source>
        <translation>Berkas aturan (*.mjrules)</translation>
    </message>
    <message>
        <source>Export the rule set</source>
        <translation>Ekspor aturan</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Aturan rumah</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Baru</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Impor…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Ekspor…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Explain with hands…</source>
        <translation>Jelaskan dengan tangan…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>The rule set</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nama:</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Berdasarkan:</translation>
    </message>
    <message>
        <source>Events and the cap</source>
        <translation>Peristiwa dan batas</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Dihitung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Faan</source>
        <translation>Faan</translation>
    </message>
    <message>
        <source>Base points</source>
        <translation>Poin dasar</translation>
    </message>
</context>
<context>
    <name>RulesCompareDialog</name>
    <message>
        <source>What {0} changes against {1}</source>
        <translation>Apa yang diubah {0} dibanding {1}</translation>
    </message>
    <message>
        <source>These rules are of different families: they share little beyond the tiles. The Learn page “How the rulesets differ” compares them.</source>
        <translation>Kedua aturan ini dari rumpun yang berbeda: selain ubinnya, sedikit kesamaannya. Halaman Belajar «Perbedaan antar aturan» membandingkannya.</translation>
    </message>
    <message>
        <source>No difference: both play and pay the same.</source>
        <translation>Tidak ada perbedaan: keduanya sama cara bermain dan pembayarannya.</translation>
    </message>
    <message>
        <source>Each difference below is shown on a hand the engine settles both ways, with only that difference made.</source>
        <translation>Setiap perbedaan di bawah ditunjukkan dengan satu tangan yang dihitung mesin dengan dua cara, hanya perbedaan itu yang diubah.</translation>
    </message>
    <message>
        <source>The same hands under both</source>
        <translation>Tangan yang sama di bawah keduanya</translation>
    </message>
    <message>
        <source>These rules count in different units ({0} and {1}), so here the hands are settled with every difference at once.</source>
        <translation>Kedua aturan ini memakai satuan yang berbeda ({0} dan {1}), jadi di sini tangan dihitung dengan semua perbedaan sekaligus.</translation>
    </message>
    <message>
        <source>This changes how the game is played, not what one hand pays.</source>
        <translation>Ini mengubah cara bermain, bukan pembayaran satu tangan.</translation>
    </message>
    <message>
        <source>Not shown alone: the two count in different units (see the hands at the end).</source>
        <translation>Tidak ditunjukkan sendiri: keduanya memakai satuan berbeda (lihat tangan di akhir).</translation>
    </message>
    <message>
        <source>No example hand pays differently for this alone.</source>
        <translation>Tidak ada tangan contoh yang pembayarannya berbeda karena ini saja.</translation>
    </message>
    <message>
        <source>does not count</source>
        <translation>tidak dihitung</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message>
        <source>counts</source>
        <translation>dihitung</translation>
    </message>
    <message>
        <source>Base points of a {0}-faan hand</source>
        <translation>Poin dasar tangan {0} faan</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}: {1} → {2}</translation>
    </message>
    <message>
        <source>{0} draws the winning tile.</source>
        <translation>{0} menarik sendiri ubin kemenangan.</translation>
    </message>
    <message>
        <source>{0} robs {1}&apos;s kong.</source>
        <translation>{0} merebut kong milik {1}.</translation>
    </message>
    <message>
        <source>{1} makes an exposed kong on {2}&apos;s discard, {2} a concealed kong; {0} wins on {3}&apos;s discard; at the wall&apos;s end {1} is ready, {2} is not, and {3} still holds tiles of all three suits.</source>
        <translation>{1} membuat kong terbuka dari buangan {2}, {2} kong tertutup; {0} menang dari buangan {3}; saat dinding habis {1} siap, {2} tidak, dan {3} masih memegang ubin dari ketiga jenis.</translation>
    </message>
    <message>
        <source>{1} makes a concealed kong and throws the replacement draw; {0} wins on it.</source>
        <translation>{1} membuat kong tertutup lalu membuang ubin pengganti; {0} menang dengan ubin itu.</translation>
    </message>
    <message>
        <source>{1} adds a tile to a pong; then {0} wins on {3}&apos;s discard.</source>
        <translation>{1} membuat kong tambahan; lalu {0} menang dari buangan {3}.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard, then draws a winning tile again.</source>
        <translation>{0} menang dari buangan {1}, lalu menarik sendiri ubin kemenangan lagi.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard; {2} declares a win that is none.</source>
        <translation>{0} menang dari buangan {1}; {2} menyatakan menang padahal tidak.</translation>
    </message>
    <message>
        <source>{0} wins a {1}-faan hand on {2}&apos;s discard.</source>
        <translation>{0} menang dengan tangan {1} faan dari buangan {2}.</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard.</source>
        <translation>{0} menang dari buangan {1}.</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>meja</translation>
    </message>
    <message>
        <source>{0} → {1}: {2} ({3})</source>
        <translation>{0} → {1}: {2} ({3})</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Poin peringkat</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pembayaran</translation>
    </message>
    <message>
        <source>Compare rules</source>
        <translation>Bandingkan aturan</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Dari:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Ke:</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Running totals after each hand</source>
        <translation>Total berjalan setelah setiap ronde</translation>
    </message>
</context>
<context>
    <name>ScorebookDialogs</name>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
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
        <translation>Hapus sesi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>The scorebook is busy: another program is writing it. Try again in a moment.</source>
        <translation>Buku skor sedang sibuk: program lain sedang menulisnya. Coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <source>The scorebook file is damaged. It was left as it is: restore it from a backup.</source>
        <translation>Berkas buku skor rusak. Berkas dibiarkan apa adanya: pulihkan dari cadangan.</translation>
    </message>
    <message>
        <source>This session was changed in another window or program. It now shows what is saved; your change was not saved.</source>
        <translation>Sesi ini telah diubah di jendela atau program lain. Sekarang ditampilkan yang tersimpan; perubahan Anda tidak disimpan.</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>Berkas itu adalah buku skor itu sendiri: pilih berkas lain.</translation>
    </message>
    <message>
        <source>Session {0} is damaged in the scorebook and cannot be read.</source>
        <translation>Sesi {0} di buku skor rusak dan tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>No session yet</source>
        <translation>Belum ada sesi</translation>
    </message>
    <message>
        <source>The scorebook cannot be opened</source>
        <translation>Buku skor tidak dapat dibuka</translation>
    </message>
    <message>
        <source>Create a session for your table: choose the rules and the four players, then record each hand as it is played.</source>
        <translation>Buat sesi untuk meja Anda: pilih aturan dan keempat pemain, lalu catat setiap ronde saat dimainkan.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Next dealer: {0}</source>
        <translation>Dealer berikutnya: {0}</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>Angin putaran: {0}</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Self-draws</source>
        <translation>Mengambil sendiri</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>Jadi pembuang</translation>
    </message>
    <message>
        <source>Kongs</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Siap</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Belum siap</translation>
    </message>
    <message>
        <source>Flower pigs</source>
        <translation>Babi bunga</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Biggest win</source>
        <translation>Menang terbesar</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Per ronde</translation>
    </message>
    <message>
        <source>Points held</source>
        <translation>Poin dimiliki</translation>
    </message>
    <message>
        <source>Rank points</source>
        <translation>Poin peringkat</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Hand {0} · dealer {1}</source>
        <translation>Ronde {0} · dealer {1}</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>Opened the scorebook {0}.</source>
        <translation>Buku skor {0} dibuka.</translation>
    </message>
    <message>
        <source>Open scorebook</source>
        <translation>Buka buku skor</translation>
    </message>
    <message>
        <source>Scorebooks (*.sqlite3 *.sqlite *.db)</source>
        <translation>Buku skor (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>{0}
{1} · {2}</source>
        <translation>{0}
{1} · {2}</translation>
    </message>
    <message>
        <source>No session matches “{0}”.</source>
        <translation>Tidak ada sesi yang cocok dengan “{0}”.</translation>
    </message>
    <message>
        <source>{0} is not a scorebook.</source>
        <translation>{0} bukan buku skor.</translation>
    </message>
    <message>
        <source>{0} was written by a newer version of the app; update the app to open it.</source>
        <translation>{0} ditulis oleh versi aplikasi yang lebih baru; perbarui aplikasi untuk membukanya.</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero.</source>
        <translation>Pertandingan selesai: ada skor di bawah nol.</translation>
    </message>
    <message>
        <source>The chart shows each player&apos;s running total once a hand is recorded.</source>
        <translation>Grafik menampilkan total berjalan setiap pemain setelah satu ronde dicatat.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <source>an entry in hand {0}</source>
        <translation>satu catatan di ronde {0}</translation>
    </message>
    <message>
        <source>the edit of an entry in hand {0}</source>
        <translation>perubahan satu catatan di ronde {0}</translation>
    </message>
    <message>
        <source>the deletion of an entry in hand {0}</source>
        <translation>penghapusan satu catatan di ronde {0}</translation>
    </message>
    <message>
        <source>the deletion of hand {0}</source>
        <translation>penghapusan ronde {0}</translation>
    </message>
    <message>
        <source>the start of hand {0}</source>
        <translation>dimulainya ronde {0}</translation>
    </message>
    <message>
        <source>hand {0} drawn</source>
        <translation>ronde {0} seri</translation>
    </message>
    <message>
        <source>the note of hand {0}</source>
        <translation>catatan ronde {0}</translation>
    </message>
    <message>
        <source>{0} round</source>
        <translation>Putaran {0}</translation>
    </message>
    <message>
        <source>won: {0}</source>
        <translation>menang: {0}</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>sedang berjalan</translation>
    </message>
    <message>
        <source>{0} wins robbing {1}&apos;s kong</source>
        <translation>{0} menang merebut kong {1}</translation>
    </message>
    <message>
        <source>{0} wins on {1}&apos;s discard</source>
        <translation>{0} menang dari buangan {1}</translation>
    </message>
    <message>
        <source>{0} wins by self-draw</source>
        <translation>{0} menang dengan mengambil sendiri</translation>
    </message>
    <message>
        <source>{0}: exposed kong on {1}&apos;s discard</source>
        <translation>{0}: kong terbuka dari buangan {1}</translation>
    </message>
    <message>
        <source>{0}: added kong</source>
        <translation>{0}: kong tambahan</translation>
    </message>
    <message>
        <source>(not at once)</source>
        <translation>(tidak langsung)</translation>
    </message>
    <message>
        <source>{0}: concealed kong</source>
        <translation>{0}: kong tertutup</translation>
    </message>
    <message>
        <source>{0} ready ({1} {2})</source>
        <translation>{0} siap ({1} {2})</translation>
    </message>
    <message>
        <source>{0} not ready</source>
        <translation>{0} belum siap</translation>
    </message>
    <message>
        <source>{0} flower pig</source>
        <translation>{0} babi bunga</translation>
    </message>
    <message>
        <source>Wall end: {0}</source>
        <translation>Dinding habis: {0}</translation>
    </message>
    <message>
        <source>Drawn hand: nobody won</source>
        <translation>Ronde seri: tidak ada yang menang</translation>
    </message>
    <message>
        <source>{0}: false win penalty</source>
        <translation>{0}: denda menang palsu</translation>
    </message>
    <message>
        <source>{0}: dead hand</source>
        <translation>{0}: tangan mati</translation>
    </message>
    <message>
        <source>Payments of hand {0}</source>
        <translation>Pembayaran ronde {0}</translation>
    </message>
    <message>
        <source>Payments of this entry</source>
        <translation>Pembayaran entri ini</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pembayaran</translation>
    </message>
    <message>
        <source>Pays</source>
        <translation>Membayar</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Kepada</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Alasan</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>A kong cannot be made on the player&apos;s own discard: choose who discarded the fourth tile.</source>
        <translation>Kong tidak bisa dibuat dari buangan pemain itu sendiri: pilih siapa yang membuang tile keempat.</translation>
    </message>
    <message>
        <source>The discarder has already won and is out of the hand.</source>
        <translation>Pembuang sudah menang dan sudah keluar dari ronde.</translation>
    </message>
    <message>
        <source>At the wall&apos;s end a hand has 13 tiles (a kong counts as 3).</source>
        <translation>Saat dinding habis, satu tangan berisi 13 tile (satu kong dihitung 3).</translation>
    </message>
    <message>
        <source>Hand {0} recorded as drawn. Undo ({1}) takes it back.</source>
        <translation>Ronde {0} dicatat sebagai seri. Urungkan ({1}) untuk membatalkannya.</translation>
    </message>
    <message>
        <source>{0} – hand {1}</source>
        <translation>{0} – ronde {1}</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>A note for hand {0}:</source>
        <translation>Catatan untuk ronde {0}:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Hand {0} has nothing recorded yet: record its first entry instead of starting another hand.</source>
        <translation>Ronde {0} belum berisi catatan: catat entri pertamanya, jangan memulai ronde lain.</translation>
    </message>
    <message>
        <source>Hand {0} is over: the next entry starts hand {1} by itself.</source>
        <translation>Ronde {0} sudah selesai: catatan berikutnya otomatis memulai ronde {1}.</translation>
    </message>
    <message>
        <source>Hand {0} started.</source>
        <translation>Ronde {0} dimulai.</translation>
    </message>
    <message>
        <source>Deleted. Undo ({0}) puts it back.</source>
        <translation>Dihapus. Urungkan ({0}) untuk mengembalikannya.</translation>
    </message>
    <message>
        <source>Delete the empty hand {0}?</source>
        <translation>Hapus ronde kosong {0}?</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>Hapus ronde</translation>
    </message>
    <message>
        <source>Delete hand {0} and everything recorded in it?</source>
        <translation>Hapus ronde {0} beserta semua yang tercatat di dalamnya?</translation>
    </message>
    <message>
        <source>This win is scored under {0}. Start a session with these rules to record it.</source>
        <translation>Kemenangan ini dihitung dengan aturan {0}. Mulai sesi dengan aturan ini untuk mencatatnya.</translation>
    </message>
    <message>
        <source>This file cannot be read ({0}): {1}</source>
        <translation>Berkas ini tidak dapat dibaca ({0}): {1}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>“{0}” berhasil diimpor.</translation>
    </message>
    <message>
        <source>Export session</source>
        <translation>Ekspor sesi</translation>
    </message>
    <message>
        <source>Could not write the file: {0}</source>
        <translation>Tidak dapat menulis berkas: {0}</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Diekspor ke {0}.</translation>
    </message>
    <message>
        <source>Import session</source>
        <translation>Impor sesi</translation>
    </message>
    <message>
        <source>Ledger JSON (*.json)</source>
        <translation>Ledger JSON (*.json)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sesi</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Baru…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Ubah…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Impor…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Ekspor…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Menyimpan…</translation>
    </message>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation>
            <numerusform>Ronde: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>marked copy</source>
        <translation>salinan bertanda</translation>
    </message>
    <message>
        <source>Created {0}</source>
        <translation>Dibuat {0}</translation>
    </message>
    <message>
        <source>Created {0} · changed {1}</source>
        <translation>Dibuat {0} · diubah {1}</translation>
    </message>
    <message>
        <source>Last changed {0}</source>
        <translation>Terakhir diubah {0}</translation>
    </message>
    <message>
        <source>{0}: {1} → {2}</source>
        <translation>{0}: {1} → {2}</translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation>
            <numerusform>Setiap ronde diselesaikan lagi dengan aturan baru: %n ronde berubah.</numerusform>
        </translation>
    </message>
    <message>
        <source>Totals before and after:</source>
        <translation>Total sebelum dan sesudah:</translation>
    </message>
    <message>
        <source>Change the rules</source>
        <translation>Ubah aturan</translation>
    </message>
    <message>
        <source>The rules were not changed. Hand {0} cannot be settled under the new rules: {1}</source>
        <translation>Aturan tidak diubah. Ronde {0} tidak bisa diselesaikan dengan aturan baru: {1}</translation>
    </message>
    <message>
        <source>The rules were not changed: {0}</source>
        <translation>Aturan tidak diubah: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation>
            <numerusform>Hapus sesi “{0}”? Ronde yang tercatat: %n. Tindakan ini tidak bisa diurungkan.</numerusform>
        </translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Skip it, or import it as a marked copy? A marked copy is counted once in the club&apos;s statistics.</source>
        <translation>Sesi ini sudah ada di buku skor sebagai “{0}”. Lewati, atau impor sebagai salinan bertanda? Salinan bertanda dihitung sekali dalam statistik klub.</translation>
    </message>
    <message>
        <source>Import as a marked copy</source>
        <translation>Impor sebagai salinan bertanda</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Lewati</translation>
    </message>
    <message>
        <source>A session&apos;s name is text of at most 200 characters.</source>
        <translation>Nama sesi berupa teks paling banyak 200 karakter.</translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation>
            <numerusform>Putaran angin dimainkan: %n dari {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation>
            <numerusform>Ronde selesai: %n dari {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>The planned length is reached ({0}). Record more hands if the table plays on.</source>
        <translation>Panjang yang direncanakan sudah tercapai ({0}). Catat ronde lagi jika meja terus bermain.</translation>
    </message>
    <message>
        <source>{0} a point</source>
        <translation>{0} per poin</translation>
    </message>
    <message>
        <source>at most {0} paid a night</source>
        <translation>paling banyak {0} dibayar semalam</translation>
    </message>
    <message>
        <source>The cap cut what {0} pays; the winners share what is paid.</source>
        <translation>Batas memotong yang dibayar {0}; pemenang berbagi yang dibayarkan.</translation>
    </message>
    <message>
        <source>Penalties paid to nobody go to the pot: {0}.</source>
        <translation>Denda yang tidak dibayar kepada siapa pun masuk ke kas: {0}.</translation>
    </message>
    <message>
        <source>Nobody pays anybody.</source>
        <translation>Tidak ada yang membayar siapa pun.</translation>
    </message>
    <message>
        <source>the pot</source>
        <translation>kas</translation>
    </message>
    <message>
        <source>This session keeps no money. Set a stake a point with Edit… to see who pays whom at the end of the night.</source>
        <translation>Sesi ini tidak mencatat uang. Atur taruhan per poin dengan Ubah… untuk melihat siapa membayar siapa di akhir malam.</translation>
    </message>
    <message>
        <source>the seat change before hand {0} ({1})</source>
        <translation>pergantian tempat duduk sebelum ronde {0} ({1})</translation>
    </message>
    <message>
        <source>Hands {0}–{1}</source>
        <translation>Ronde {0}–{1}</translation>
    </message>
    <message>
        <source>seats: {0}</source>
        <translation>tempat duduk: {0}</translation>
    </message>
    <message>
        <source>Delete this entry of hand {0}?
{1}</source>
        <translation>Hapus catatan ronde {0} ini?
{1}</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Hapus catatan</translation>
    </message>
    <message>
        <source>Open a session first.</source>
        <translation>Buka sesi terlebih dahulu.</translation>
    </message>
    <message>
        <source>Seats change between games: hand {0} is not over yet.</source>
        <translation>Tempat duduk diganti di antara permainan: ronde {0} belum selesai.</translation>
    </message>
    <message>
        <source>Seats change between games: {0} of this game&apos;s {1} hands are played.</source>
        <translation>Tempat duduk diganti di antara permainan: baru {0} dari {1} ronde permainan ini yang dimainkan.</translation>
    </message>
    <message>
        <source>Seats change between games: the {0} round is not over yet.</source>
        <translation>Tempat duduk diganti di antara permainan: putaran {0} belum selesai.</translation>
    </message>
    <message>
        <source>From hand {0} on: {1}.</source>
        <translation>Mulai ronde {0}: {1}.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Tidak ada yang bisa diurungkan.</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>Diurungkan: {0}.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Tidak ada yang bisa diulangi.</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>Diulangi: {0}.</translation>
    </message>
    <message>
        <source>the dealer here is {0}, not {1}</source>
        <translation>dealer di sini {0}, bukan {1}</translation>
    </message>
    <message>
        <source>the players still in here are {0}, not {1}</source>
        <translation>pemain yang masih ikut di sini {0}, bukan {1}</translation>
    </message>
    <message>
        <source>the prevailing wind here is {0}, not {1}</source>
        <translation>angin putaran di sini {0}, bukan {1}</translation>
    </message>
    <message>
        <source>In the calculator: {0}. In this session: {1}.</source>
        <translation>Di kalkulator: {0}. Di sesi ini: {1}.</translation>
    </message>
    <message>
        <source>The difference: {0}.</source>
        <translation>Bedanya: {0}.</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>pemenang</translation>
    </message>
    <message>
        <source>note</source>
        <translation>catatan</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>total {0}</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>{0} menang</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poin dimiliki</translation>
    </message>
    <message>
        <source>rank points</source>
        <translation>poin peringkat</translation>
    </message>
    <message>
        <source>stake</source>
        <translation>taruhan</translation>
    </message>
    <message>
        <source>cap</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>money</source>
        <translation>uang</translation>
    </message>
    <message>
        <source>pays</source>
        <translation>membayar</translation>
    </message>
    <message>
        <source>pot</source>
        <translation>kas</translation>
    </message>
    <message>
        <source>seats</source>
        <translation>tempat duduk</translation>
    </message>
    <message>
        <source>Importing {0}…</source>
        <translation>Mengimpor {0}…</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Tabel CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV table, headings in this language (*.csv)</source>
        <translation>Tabel CSV, judul kolom dalam bahasa Indonesia (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Ekspor</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Impor</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Klasemen</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total berjalan</translation>
    </message>
    <message>
        <source>Night&apos;s money</source>
        <translation>Uang malam ini</translation>
    </message>
    <message>
        <source>Saved the session as {0}.</source>
        <translation>Sesi disimpan sebagai {0}.</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Simpan sebagai PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Dokumen PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Search by player, name or date</source>
        <translation>Cari pemain, nama atau tanggal</translation>
    </message>
    <message>
        <source>Open scorebook…</source>
        <translation>Buka buku skor…</translation>
    </message>
    <message>
        <source>Players…</source>
        <translation>Pemain…</translation>
    </message>
    <message>
        <source>The club&apos;s players, kept across sessions</source>
        <translation>Pemain klub, disimpan dari sesi ke sesi</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the standings and the hands as a PDF to print</source>
        <translation>Simpan klasemen dan daftar ronde sebagai PDF untuk dicetak</translation>
    </message>
    <message>
        <source>Save session as PDF…</source>
        <translation>Simpan sesi sebagai PDF…</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Ubah</translation>
    </message>
    <message>
        <source>Win… (W)</source>
        <translation>Menang… (W)</translation>
    </message>
    <message>
        <source>Kong… (K)</source>
        <translation>Kong… (K)</translation>
    </message>
    <message>
        <source>Wall end… (E)</source>
        <translation>Dinding habis… (E)</translation>
    </message>
    <message>
        <source>Penalty… (P)</source>
        <translation>Denda… (P)</translation>
    </message>
    <message>
        <source>Drawn hand (D)</source>
        <translation>Ronde seri (D)</translation>
    </message>
    <message>
        <source>Records the hand as drawn at once; Undo takes it back</source>
        <translation>Langsung mencatat ronde sebagai seri; Urungkan untuk membatalkannya</translation>
    </message>
    <message>
        <source>New hand (N)</source>
        <translation>Ronde baru (N)</translation>
    </message>
    <message>
        <source>Change seats…</source>
        <translation>Ganti tempat duduk…</translation>
    </message>
    <message>
        <source>Between games: a player leaves and another sits down, or two swap seats</source>
        <translation>Di antara permainan: seorang pemain pergi dan yang lain duduk, atau dua pemain bertukar tempat</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Layar pemain</translation>
    </message>
    <message>
        <source>A second window for the table: the standings in large type, the dealer and the last hand, following the scorebook</source>
        <translation>Jendela kedua untuk meja: peringkat dengan huruf besar, dealer, dan ronde terakhir, mengikuti buku skor</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Riwayat</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>Semua sesi aturan ini (pemain menurut nama)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Hapus…</translation>
    </message>
    <message>
        <source>The wall ran out: who is ready, not ready or a flower pig (查叫)</source>
        <translation>Dinding habis: siapa yang siap, belum siap, atau babi bunga (查叫)</translation>
    </message>
    <message>
        <source>A hand that ends with a third winner or the wall&apos;s end starts the next one by itself</source>
        <translation>Ronde yang berakhir karena pemenang ketiga atau dinding habis otomatis memulai ronde berikutnya</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Change seats</source>
        <translation>Ganti tempat duduk</translation>
    </message>
    <message>
        <source>From hand {0} on, these players sit in these seats. The hands played keep the names they were played with; each player&apos;s standing adds up every seat they held.</source>
        <translation>Mulai ronde {0}, pemain-pemain ini duduk di posisi ini. Ronde yang sudah dimainkan tetap memakai nama saat dimainkan; skor tiap pemain menjumlahkan setiap posisi yang pernah ia duduki.</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Posisi {0}:</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>Setiap posisi perlu nama.</translation>
    </message>
    <message>
        <source>A name has at most {0} characters.</source>
        <translation>Nama paling banyak {0} karakter.</translation>
    </message>
    <message>
        <source>The four seats need four different names.</source>
        <translation>Keempat posisi perlu empat nama yang berbeda.</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>Pemain-pemain ini sudah duduk di posisi ini.</translation>
    </message>
</context>
<context>
    <name>SessionDialog</name>
    <message>
        <source>Session</source>
        <translation>Sesi</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Sesi baru</translation>
    </message>
    <message>
        <source>e.g. Friday club</source>
        <translation>mis. Klub Jumat</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nama:</translation>
    </message>
    <message>
        <source>Rule profile:</source>
        <translation>Profil aturan:</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Prevailing wind:</source>
        <translation>Angin putaran:</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Pemain, sesuai urutan posisi</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Pemain {0}</translation>
    </message>
    <message>
        <source>Type a name or pick one of the club&apos;s players</source>
        <translation>Ketik nama atau pilih salah satu pemain klub</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Posisi {0}:</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Posisi {0}</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Dealer pertama:</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Uang</translation>
    </message>
    <message>
        <source>No money</source>
        <translation>Tanpa uang</translation>
    </message>
    <message>
        <source>Stake a point:</source>
        <translation>Taruhan per poin:</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>Tanpa batas</translation>
    </message>
    <message>
        <source>The most a player pays in the night; the winners share what the losers pay</source>
        <translation>Paling banyak yang dibayar seorang pemain dalam semalam; pemenang berbagi yang dibayar pihak yang kalah</translation>
    </message>
    <message>
        <source>Cap a night:</source>
        <translation>Batas semalam:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Buat</translation>
    </message>
    <message>
        <source>Two seats have the same name ({0}): give each player a name of their own.</source>
        <translation>Dua posisi memakai nama yang sama ({0}): beri setiap pemain namanya sendiri.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Move along your hand</source>
        <translation>Bergerak di sepanjang tangan Anda</translation>
    </message>
    <message>
        <source>Discard the chosen tile (while exchanging: pick it or put it back)</source>
        <translation>Buang ubin yang dipilih (saat menukar: pilih atau kembalikan)</translation>
    </message>
    <message>
        <source>Pass the three chosen tiles</source>
        <translation>Serahkan tiga ubin yang dipilih</translation>
    </message>
    <message>
        <source>Choose characters, dots or bamboo as your void suit</source>
        <translation>Pilih karakter, bulatan, atau bambu sebagai jenis kosong</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Pong</source>
        <translation>Pong</translation>
    </message>
    <message>
        <source>Kong</source>
        <translation>Kong</translation>
    </message>
    <message>
        <source>Chow (several chows: a list to choose from)</source>
        <translation>Chow (beberapa chow: daftar untuk dipilih)</translation>
    </message>
    <message>
        <source>Pass (let the discard go)</source>
        <translation>Lewati (biarkan buangan itu lewat)</translation>
    </message>
    <message>
        <source>In the list of chows: take that chow</source>
        <translation>Di daftar chow: ambil chow itu</translation>
    </message>
    <message>
        <source>In the list of chows: take the marked chow, or close the list</source>
        <translation>Di daftar chow: ambil chow yang ditandai, atau tutup daftar</translation>
    </message>
    <message>
        <source>Hint: what the teacher would do</source>
        <translation>Petunjuk: apa yang akan dilakukan guru</translation>
    </message>
    <message>
        <source>Take back your last move (practice games)</source>
        <translation>Tarik kembali langkah terakhir (permainan latihan)</translation>
    </message>
    <message>
        <source>Scorebook</source>
        <translation>Buku skor</translation>
    </message>
    <message>
        <source>Record a win</source>
        <translation>Catat kemenangan</translation>
    </message>
    <message>
        <source>Record a kong</source>
        <translation>Catat kong</translation>
    </message>
    <message>
        <source>Record the wall&apos;s end</source>
        <translation>Catat akhir dinding</translation>
    </message>
    <message>
        <source>Record a penalty</source>
        <translation>Catat penalti</translation>
    </message>
    <message>
        <source>Record a drawn hand</source>
        <translation>Catat tangan seri</translation>
    </message>
    <message>
        <source>Start a new hand</source>
        <translation>Mulai tangan baru</translation>
    </message>
    <message>
        <source>Delete the chosen row</source>
        <translation>Hapus baris yang dipilih</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ulangi</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <source>Next or previous move</source>
        <translation>Langkah berikut atau sebelumnya</translation>
    </message>
    <message>
        <source>Next or previous hand</source>
        <translation>Tangan berikut atau sebelumnya</translation>
    </message>
    <message>
        <source>First or last move</source>
        <translation>Langkah pertama atau terakhir</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Putar atau jeda</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Belajar</translation>
    </message>
    <message>
        <source>Back or forward</source>
        <translation>Mundur atau maju</translation>
    </message>
    <message>
        <source>Search the pages</source>
        <translation>Cari di halaman</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Kalkulator</translation>
    </message>
    <message>
        <source>Copy the result</source>
        <translation>Salin hasilnya</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan ketik</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Fungsinya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
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
        <translation>Dinding: {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <source>Bonus tile (set aside)</source>
        <translation>Bunga (disisihkan)</translation>
    </message>
    <message>
        <source>Won on this tile (set aside)</source>
        <translation>Menang dengan ubin ini (disisihkan)</translation>
    </message>
    <message>
        <source>Prevailing wind: {0}</source>
        <translation>Angin putaran: {0}</translation>
    </message>
    <message>
        <source>(+{0} in the dead wall)</source>
        <translation>(+{0} di dinding mati)</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Posisi {0}</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>void: {0}</source>
        <translation>kosong: {0}</translation>
    </message>
    <message>
        <source>won</source>
        <translation>sudah menang</translation>
    </message>
    <message>
        <source>won ×{0}</source>
        <translation>sudah menang ×{0}</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}</source>
        <translation>Buang {0} dan Anda siap. Tile menang: {1}. Total belum terlihat: {2}</translation>
    </message>
    <message>
        <source>You are ready. Winning tiles: {0}. Unseen in all: {1}</source>
        <translation>Anda siap. Tile menang: {0}. Total belum terlihat: {1}</translation>
    </message>
    <message>
        <source>Danger (1: no sign that it is safe): {0}</source>
        <translation>Bahaya (1: tidak ada tanda aman): {0}</translation>
    </message>
    <message>
        <source>If you pass this win, then until your next tile from the wall you may win on another player&apos;s tile only when it pays more than this one.</source>
        <translation>Jika Anda melewatkan kemenangan ini, sampai tile berikutnya dari dinding Anda hanya boleh menang dari tile pemain lain bila nilainya lebih besar dari ini.</translation>
    </message>
    <message>
        <source>If you pass, you may not pong {0} again before your next draw.</source>
        <translation>Jika Anda lewat, Anda tidak boleh pong {0} lagi sebelum mengambil tile berikutnya.</translation>
    </message>
    <message>
        <source>You passed up a win: until your next tile from the wall you may win on another player&apos;s tile only when it pays more than {0}.</source>
        <translation>Anda melewatkan kemenangan: sampai tile berikutnya dari dinding Anda hanya boleh menang dari tile pemain lain bila nilainya lebih dari {0}.</translation>
    </message>
    <message>
        <source>You passed a pong: no pong of {0} before your next draw.</source>
        <translation>Anda melewatkan pong: tidak ada pong {0} sebelum pengambilan berikutnya.</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you still hold {0} of your void suit: with them you can neither win nor be ready.</source>
        <translation>Dinding hampir habis dan Anda masih memegang {0} dari suit kosong Anda: dengan tile itu Anda tidak bisa menang maupun siap.</translation>
    </message>
    <message>
        <source>The wall is nearly gone and you are not ready: at the wall&apos;s end you pay every ready player (查叫).</source>
        <translation>Dinding hampir habis dan Anda belum siap: di akhir dinding Anda membayar setiap pemain yang siap (cek siap di akhir dinding).</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Plain win</source>
        <translation>Menang biasa</translation>
    </message>
    <message>
        <source>All pongs</source>
        <translation>Semua pong</translation>
    </message>
    <message>
        <source>Pure one suit</source>
        <translation>Satu suit murni</translation>
    </message>
    <message>
        <source>Seven pairs</source>
        <translation>Tujuh pasang</translation>
    </message>
    <message>
        <source>Dragon seven pairs</source>
        <translation>Tujuh pasang naga</translation>
    </message>
    <message>
        <source>Golden hook</source>
        <translation>Kail emas</translation>
    </message>
    <message>
        <source>Terminals in all sets</source>
        <translation>Terminal di semua set</translation>
    </message>
    <message>
        <source>2-5-8 pongs</source>
        <translation>Pong 2-5-8</translation>
    </message>
    <message>
        <source>Eighteen arhats</source>
        <translation>Delapan belas arhat</translation>
    </message>
    <message>
        <source>Pure all pongs</source>
        <translation>Semua pong murni</translation>
    </message>
    <message>
        <source>Pure seven pairs</source>
        <translation>Tujuh pasang murni</translation>
    </message>
    <message>
        <source>Pure dragon seven pairs</source>
        <translation>Tujuh pasang naga murni</translation>
    </message>
    <message>
        <source>Pure golden hook</source>
        <translation>Kail emas murni</translation>
    </message>
    <message>
        <source>Pure terminals</source>
        <translation>Terminal murni</translation>
    </message>
    <message>
        <source>Pure eighteen arhats</source>
        <translation>Delapan belas arhat murni</translation>
    </message>
    <message>
        <source>Root</source>
        <translation>Akar</translation>
    </message>
    <message>
        <source>Kong bloom</source>
        <translation>Mekar setelah kong</translation>
    </message>
    <message>
        <source>Kong discard</source>
        <translation>Buangan setelah kong</translation>
    </message>
    <message>
        <source>Robbing the kong</source>
        <translation>Merebut kong</translation>
    </message>
    <message>
        <source>Last tile drawn</source>
        <translation>Tile terakhir diambil</translation>
    </message>
    <message>
        <source>Last tile discarded</source>
        <translation>Tile terakhir dibuang</translation>
    </message>
    <message>
        <source>Last tile</source>
        <translation>Tile terakhir</translation>
    </message>
    <message>
        <source>Heavenly hand</source>
        <translation>Tangan surga</translation>
    </message>
    <message>
        <source>Earthly hand</source>
        <translation>Tangan bumi</translation>
    </message>
    <message>
        <source>Self-draw</source>
        <translation>Mengambil sendiri</translation>
    </message>
    <message>
        <source>Concealed hand</source>
        <translation>Tangan tertutup</translation>
    </message>
    <message>
        <source>All chows</source>
        <translation>Semua chow</translation>
    </message>
    <message>
        <source>Dragon pong</source>
        <translation>Pong naga</translation>
    </message>
    <message>
        <source>Seat wind pong</source>
        <translation>Pong angin tempat duduk</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>Pong angin putaran</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>Tanpa bunga</translation>
    </message>
    <message>
        <source>Own flower</source>
        <translation>Bunga sendiri</translation>
    </message>
    <message>
        <source>Own season</source>
        <translation>Musim sendiri</translation>
    </message>
    <message>
        <source>Win on a replacement tile</source>
        <translation>Menang dari tile pengganti</translation>
    </message>
    <message>
        <source>Mixed terminals and honours</source>
        <translation>Campuran terminal dan kehormatan</translation>
    </message>
    <message>
        <source>All four flowers</source>
        <translation>Empat bunga</translation>
    </message>
    <message>
        <source>All four seasons</source>
        <translation>Empat musim</translation>
    </message>
    <message>
        <source>Mixed one suit</source>
        <translation>Satu suit campuran</translation>
    </message>
    <message>
        <source>Small three dragons</source>
        <translation>Tiga naga kecil</translation>
    </message>
    <message>
        <source>Small four winds</source>
        <translation>Empat angin kecil</translation>
    </message>
    <message>
        <source>Big three dragons</source>
        <translation>Tiga naga besar</translation>
    </message>
    <message>
        <source>Four concealed pongs</source>
        <translation>Empat pong tertutup</translation>
    </message>
    <message>
        <source>All honours</source>
        <translation>Semua kehormatan</translation>
    </message>
    <message>
        <source>Big four winds</source>
        <translation>Empat angin besar</translation>
    </message>
    <message>
        <source>Thirteen orphans</source>
        <translation>Tiga belas yatim</translation>
    </message>
    <message>
        <source>Nine gates</source>
        <translation>Sembilan gerbang</translation>
    </message>
    <message>
        <source>All kongs</source>
        <translation>Semua kong</translation>
    </message>
    <message>
        <source>All terminals</source>
        <translation>Semua terminal</translation>
    </message>
    <message>
        <source>Win on a discard</source>
        <translation>Menang dari buangan</translation>
    </message>
    <message>
        <source>Self-drawn win</source>
        <translation>Menang dengan mengambil sendiri</translation>
    </message>
    <message>
        <source>Win robbing a kong</source>
        <translation>Menang merebut kong</translation>
    </message>
    <message>
        <source>Kong bloom, paid by the kong&apos;s feeder</source>
        <translation>Mekar setelah kong, dibayar pemberi kong</translation>
    </message>
    <message>
        <source>Exposed kong</source>
        <translation>Kong terbuka</translation>
    </message>
    <message>
        <source>Added kong</source>
        <translation>Kong tambahan</translation>
    </message>
    <message>
        <source>Concealed kong</source>
        <translation>Kong tertutup</translation>
    </message>
    <message>
        <source>Kong money returned (kong discard)</source>
        <translation>Poin kong dikembalikan (buangan setelah kong)</translation>
    </message>
    <message>
        <source>Kong money passed to the winner (call transfer)</source>
        <translation>Uang kong pindah ke pemenang (呼叫转移)</translation>
    </message>
    <message>
        <source>Kong money returned (not ready)</source>
        <translation>Poin kong dikembalikan (belum siap)</translation>
    </message>
    <message>
        <source>Not ready pays a ready hand</source>
        <translation>Belum siap membayar yang sudah siap</translation>
    </message>
    <message>
        <source>Flower pig</source>
        <translation>Babi bunga</translation>
    </message>
    <message>
        <source>Flower pig penalty</source>
        <translation>Denda babi bunga</translation>
    </message>
    <message>
        <source>False win penalty</source>
        <translation>Denda menang palsu</translation>
    </message>
    <message>
        <source>×2 discarder</source>
        <extracomment>why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).</extracomment>
        <translation>×2 pembuang</translation>
    </message>
    <message>
        <source>×2 self-draw</source>
        <translation>×2 mengambil sendiri</translation>
    </message>
    <message>
        <source>×2 East pays</source>
        <translation>×2 Timur membayar</translation>
    </message>
    <message>
        <source>×2 East wins</source>
        <translation>×2 Timur menang</translation>
    </message>
    <message>
        <source>MIL Bloody Mahjong</source>
        <translation>Mahjong Berdarah MIL</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>Sichuan Berdarah mahjchina</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>Sichuan (aturan kompetisi)</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>Mahjong Soul: Pertarungan Berdarah</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>HK Modern (pembuang membayar)</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>HK Classical (semua membayar)</translation>
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
        <translation>Kompetisi</translation>
    </message>
    <message>
        <source>Mahjong Soul</source>
        <translation>Mahjong Soul</translation>
    </message>
    <message>
        <source>HK Modern</source>
        <translation>HK Modern</translation>
    </message>
    <message>
        <source>HK Classical</source>
        <translation>HK Classical</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Dots</source>
        <translation>Bulatan</translation>
    </message>
    <message>
        <source>Bamboo</source>
        <translation>Bambu</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Kuat</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Acak</translation>
    </message>
    <message>
        <source>First legal move</source>
        <translation>Langkah sah pertama</translation>
    </message>
    <message>
        <source>fan</source>
        <translation>fan</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poin</translation>
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
        <translation>Tiga pemain sudah menang.</translation>
    </message>
    <message>
        <source>A win ends the hand.</source>
        <translation>Sebuah kemenangan mengakhiri ronde.</translation>
    </message>
    <message>
        <source>The wall is empty.</source>
        <translation>Dinding sudah habis.</translation>
    </message>
    <message>
        <source>A score fell below zero: the match ends.</source>
        <translation>Ada skor di bawah nol: pertandingan berakhir.</translation>
    </message>
    <message>
        <source>Cap</source>
        <translation>Batas</translation>
    </message>
    <message>
        <source>Roots capped at 8, then events double</source>
        <translation>Akar dibatasi 8, lalu digandakan per peristiwa</translation>
    </message>
    <message>
        <source>Events inside the same cap of 8</source>
        <translation>Peristiwa masuk batas 8 yang sama</translation>
    </message>
    <message>
        <source>Kong money refunded by</source>
        <translation>Poin kong dikembalikan oleh</translation>
    </message>
    <message>
        <source>Players not ready</source>
        <translation>Pemain yang belum siap</translation>
    </message>
    <message>
        <source>Every player still in</source>
        <translation>Semua pemain yang masih main</translation>
    </message>
    <message>
        <source>Refunds go to</source>
        <translation>Pengembalian untuk</translation>
    </message>
    <message>
        <source>Payers still in the hand</source>
        <translation>Pembayar yang masih main</translation>
    </message>
    <message>
        <source>All original payers</source>
        <translation>Semua pembayar awal</translation>
    </message>
    <message>
        <source>A flower pig pays</source>
        <translation>Babi bunga membayar</translation>
    </message>
    <message>
        <source>Players still in who are not pigs</source>
        <translation>Pemain yang masih main dan bukan babi bunga</translation>
    </message>
    <message>
        <source>Every other player</source>
        <translation>Semua pemain lain</translation>
    </message>
    <message>
        <source>Hands per game</source>
        <translation>Ronde per permainan</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jumlah permainan</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Batas</translation>
    </message>
    <message>
        <source>Bonus tiles</source>
        <translation>Bunga</translation>
    </message>
    <message>
        <source>Match length</source>
        <translation>Panjang pertandingan</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Timur</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Selatan</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Barat</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Utara</translation>
    </message>
    <message>
        <source>White dragon</source>
        <translation>Naga putih</translation>
    </message>
    <message>
        <source>Green dragon</source>
        <translation>Naga hijau</translation>
    </message>
    <message>
        <source>Red dragon</source>
        <translation>Naga merah</translation>
    </message>
    <message>
        <source>Minimum {0} faan</source>
        <translation>Minimum {0} faan</translation>
    </message>
    <message>
        <source>Limit {0} faan</source>
        <translation>Batas {0} faan</translation>
    </message>
    <message>
        <source>Bonus tiles count toward the minimum</source>
        <translation>Bunga dihitung untuk minimum</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>Bunga tidak dihitung untuk minimum</translation>
    </message>
    <message>
        <source>One wind round (East)</source>
        <translation>Satu putaran angin (Timur)</translation>
    </message>
    <message>
        <source>A full game (four wind rounds)</source>
        <translation>Permainan penuh (empat putaran angin)</translation>
    </message>
    <message>
        <source>{0} wind rounds</source>
        <translation>{0} putaran angin</translation>
    </message>
    <message>
        <source>{0} Characters</source>
        <extracomment>a suited tile by its rank and suit (&quot;5 Dots&quot;); Chinese and Japanese write &quot;5饼&quot;, &quot;5筒&quot;.</extracomment>
        <translation>{0} Karakter</translation>
    </message>
    <message>
        <source>{0} Dots</source>
        <translation>{0} Bulatan</translation>
    </message>
    <message>
        <source>{0} Bamboo</source>
        <translation>{0} Bambu</translation>
    </message>
    <message>
        <source>Plum</source>
        <extracomment>the bonus tiles by rank (docs/rules.md §1): flowers 1-4, seasons 5-8.</extracomment>
        <translation>Bunga plum</translation>
    </message>
    <message>
        <source>Orchid</source>
        <translation>Bunga anggrek</translation>
    </message>
    <message>
        <source>Chrysanthemum</source>
        <translation>Bunga krisan</translation>
    </message>
    <message>
        <source>Bamboo flower</source>
        <translation>Bunga bambu</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Musim semi</translation>
    </message>
    <message>
        <source>Summer</source>
        <translation>Musim panas</translation>
    </message>
    <message>
        <source>Autumn</source>
        <translation>Musim gugur</translation>
    </message>
    <message>
        <source>Winter</source>
        <translation>Musim dingin</translation>
    </message>
    <message>
        <source>No tiles yet.</source>
        <translation>Belum ada tile.</translation>
    </message>
    <message>
        <source>Unknown letter: tiles are written as digits followed by m, p or s.</source>
        <translation>Huruf tidak dikenal: tile ditulis sebagai angka diikuti m, p, atau s.</translation>
    </message>
    <message>
        <source>There is no tile of rank 0.</source>
        <translation>Tidak ada tile bernilai 0.</translation>
    </message>
    <message>
        <source>That tile does not exist.</source>
        <translation>Tile itu tidak ada.</translation>
    </message>
    <message>
        <source>Some digits have no suit letter after them.</source>
        <translation>Beberapa angka tidak diikuti huruf suit.</translation>
    </message>
    <message>
        <source>Too many copies of a tile: there are only four.</source>
        <translation>Terlalu banyak salinan satu tile: hanya ada empat.</translation>
    </message>
    <message>
        <source>A bonus tile appears twice.</source>
        <translation>Satu bunga muncul dua kali.</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>Jumlah tile salah untuk menang: perlu 14 (kong dihitung 3).</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>Bunga dipisahkan dari tangan.</translation>
    </message>
    <message>
        <source>A meld is written like pong:5m or ankong:9s.</source>
        <translation>Meld ditulis seperti pong:5m atau ankong:9s.</translation>
    </message>
    <message>
        <source>The void suit is characters, dots or bamboo.</source>
        <translation>Suit kosong harus karakter, bulatan, atau bambu.</translation>
    </message>
    <message>
        <source>Sichuan hands use only characters, dots and bamboo.</source>
        <translation>Tangan Sichuan hanya memakai karakter, bulatan, dan bambu.</translation>
    </message>
    <message>
        <source>The winner must be among the seats still in.</source>
        <translation>Pemenang harus salah satu posisi yang masih main.</translation>
    </message>
    <message>
        <source>Choose who discarded the winning tile.</source>
        <translation>Pilih siapa yang membuang tile kemenangan.</translation>
    </message>
    <message>
        <source>The winner cannot have discarded the winning tile.</source>
        <translation>Pemenang tidak mungkin membuang tile kemenangannya sendiri.</translation>
    </message>
    <message>
        <source>The discarder must be among the seats still in.</source>
        <translation>Pembuang harus salah satu posisi yang masih main.</translation>
    </message>
    <message>
        <source>When a kong is robbed, the other three copies are in that kong: the winner cannot hold another.</source>
        <translation>Saat kong direbut, tiga salinan lainnya ada di kong itu: pemenang tidak mungkin memegang salinan lain.</translation>
    </message>
    <message>
        <source>These events cannot happen with this kind of win.</source>
        <translation>Peristiwa ini tidak mungkin terjadi pada cara menang ini.</translation>
    </message>
    <message>
        <source>Nobody else is still in to pay.</source>
        <translation>Tidak ada pemain lain yang masih main untuk membayar.</translation>
    </message>
    <message>
        <source>Seats are numbered 0 to 3.</source>
        <translation>Posisi bernomor 0 sampai 3.</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>Bukan bentuk menang: perlu empat set dan satu pasangan, atau tujuh pasang.</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or thirteen orphans.</source>
        <translation>Bukan bentuk menang: perlu empat set dan satu pasangan, atau tiga belas yatim.</translation>
    </message>
    <message>
        <source>The hand still holds a tile of its void suit, so it cannot win.</source>
        <translation>Tangan masih memegang tile dari suit kosongnya, jadi tidak bisa menang.</translation>
    </message>
    <message>
        <source>The hand uses all three suits: a Sichuan win has at most two.</source>
        <translation>Tangan memakai ketiga suit: kemenangan Sichuan paling banyak dua suit.</translation>
    </message>
    <message>
        <source>Below the Hong Kong minimum: the hand has too few faan to win.</source>
        <translation>Di bawah minimum Hong Kong: faan tangan ini terlalu sedikit untuk menang.</translation>
    </message>
    <message>
        <source>Not ready: no tile completes this hand.</source>
        <translation>Belum siap: tidak ada tile yang melengkapi tangan ini.</translation>
    </message>
    <message>
        <source>no winning shape</source>
        <translation>bukan bentuk menang</translation>
    </message>
    <message>
        <source>holds its void suit</source>
        <translation>masih ada suit kosong</translation>
    </message>
    <message>
        <source>three suits</source>
        <translation>tiga suit</translation>
    </message>
    <message>
        <source>below the minimum</source>
        <translation>di bawah minimum</translation>
    </message>
    <message>
        <source>That player has already won in this hand.</source>
        <translation>Pemain itu sudah menang di ronde ini.</translation>
    </message>
    <message>
        <source>The discarder has already won in this hand and cannot discard.</source>
        <translation>Pembuang sudah menang di ronde ini dan tidak bisa membuang.</translation>
    </message>
    <message>
        <source>That player has a dead hand and cannot win.</source>
        <translation>Pemain itu memegang tangan mati dan tidak bisa menang.</translation>
    </message>
    <message>
        <source>This hand is already over (three winners or the wall&apos;s end).</source>
        <translation>Ronde ini sudah selesai (tiga pemenang atau dinding habis).</translation>
    </message>
    <message>
        <source>The match is over: a score fell below zero, or every hand has been played.</source>
        <translation>Pertandingan sudah selesai: ada skor di bawah nol, atau semua ronde sudah dimainkan.</translation>
    </message>
    <message>
        <source>Give the winning hand or its value.</source>
        <translation>Berikan tangan yang menang atau nilainya.</translation>
    </message>
    <message>
        <source>The value is not allowed for these rules.</source>
        <translation>Nilai ini tidak diizinkan dalam aturan ini.</translation>
    </message>
    <message>
        <source>The wall&apos;s end needs every player still in the hand.</source>
        <translation>Entri dinding habis harus mencakup setiap pemain yang masih main di ronde ini.</translation>
    </message>
    <message>
        <source>These rules have no such penalty.</source>
        <translation>Aturan ini tidak memiliki denda tersebut.</translation>
    </message>
    <message>
        <source>Choose ready, not ready or flower pig.</source>
        <translation>Pilih siap, belum siap, atau babi bunga.</translation>
    </message>
    <message>
        <source>A hand is written like 123m456p55s.</source>
        <translation>Tangan ditulis seperti 123m456p55s.</translation>
    </message>
    <message>
        <source>The scorebook was written by a newer version of the app.</source>
        <translation>Buku skor ini ditulis oleh versi aplikasi yang lebih baru.</translation>
    </message>
    <message>
        <source>That file is not a scorebook.</source>
        <translation>Berkas itu bukan buku skor.</translation>
    </message>
    <message>
        <source>That file is not a scorebook session.</source>
        <translation>Berkas itu bukan sesi buku skor.</translation>
    </message>
    <message>
        <source>Unknown rule profile.</source>
        <translation>Profil aturan tidak dikenal.</translation>
    </message>
    <message>
        <source>Take the win.</source>
        <translation>Ambil kemenangan ini.</translation>
    </message>
    <message>
        <source>Pass this small win: a bigger one is likely.</source>
        <translation>Lewatkan kemenangan kecil ini: yang lebih besar kemungkinan datang.</translation>
    </message>
    <message>
        <source>Pass on three tiles of your weakest suit.</source>
        <translation>Tukar tiga tile dari suit terlemah Anda.</translation>
    </message>
    <message>
        <source>Give up the suit that helps your hand least.</source>
        <translation>Kosongkan suit yang paling sedikit membantu tangan Anda.</translation>
    </message>
    <message>
        <source>Give up this suit to keep a valuable hand.</source>
        <translation>Kosongkan suit ini agar tangan bernilai tinggi tetap terjaga.</translation>
    </message>
    <message>
        <source>Void-suit tiles must go first.</source>
        <translation>Tile suit kosong harus dibuang lebih dulu.</translation>
    </message>
    <message>
        <source>This keeps your hand closest to ready.</source>
        <translation>Ini menjaga tangan Anda paling dekat ke siap.</translation>
    </message>
    <message>
        <source>This leaves the most tiles that improve your hand.</source>
        <translation>Ini menyisakan paling banyak tile yang memperbaiki tangan Anda.</translation>
    </message>
    <message>
        <source>This leaves the best wait: the most winning tiles times their value.</source>
        <translation>Ini memberi tunggu terbaik: jumlah tile kemenangan dikali nilainya paling besar.</translation>
    </message>
    <message>
        <source>This keeps the hand worth more.</source>
        <translation>Ini menjaga nilai tangan lebih tinggi.</translation>
    </message>
    <message>
        <source>Someone looks ready: this tile is the safest to throw.</source>
        <translation>Sepertinya ada yang sudah siap: tile ini paling aman dibuang.</translation>
    </message>
    <message>
        <source>A close call, settled by simulating the rest of the hand.</source>
        <translation>Pilihan yang tipis bedanya, diputuskan dengan menyimulasikan sisa ronde.</translation>
    </message>
    <message>
        <source>Declare the kong: kong money, and your hand keeps its shape.</source>
        <translation>Lakukan kong: dapat poin kong, dan bentuk tangan Anda tetap terjaga.</translation>
    </message>
    <message>
        <source>Pong: it brings your hand closer to ready.</source>
        <translation>Pong: tangan Anda jadi lebih dekat ke siap.</translation>
    </message>
    <message>
        <source>Pong: it builds toward a more valuable hand.</source>
        <translation>Pong: membangun tangan yang lebih bernilai.</translation>
    </message>
    <message>
        <source>Pass: claiming would not help your hand.</source>
        <translation>Lewati: mengambil tile ini tidak membantu tangan Anda.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a label and its value (&quot;Seat 1: +6&quot;); Chinese and Japanese write &quot;%1：%2&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <extracomment>a pattern counted more than once (&quot;Root ×2&quot;).</extracomment>
        <translation>%1 ×%2</translation>
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
        <translation>Efisiensi ubin</translation>
    </message>
    <message>
        <source>Hand value</source>
        <translation>Nilai tangan</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Bertahan</translation>
    </message>
    <message>
        <source>Call or pass</source>
        <translation>Ambil atau lewat</translation>
    </message>
    <message>
        <source>The void suit</source>
        <translation>Jenis kosong</translation>
    </message>
    <message>
        <source>Exchange three</source>
        <translation>Tukar tiga</translation>
    </message>
    <message>
        <source>Passing a win</source>
        <translation>Melewatkan kemenangan</translation>
    </message>
    <message>
        <source>The wall&apos;s end</source>
        <translation>Akhir tembok</translation>
    </message>
    <message>
        <source>Tiles from ready: {0} after your choice, {1} after the best.</source>
        <translation>Jarak ke siap: {0} setelah pilihan Anda, {1} setelah yang terbaik.</translation>
    </message>
    <message>
        <source>Unseen tiles that improve the hand: {0} after your choice, {1} after the best.</source>
        <translation>Ubin tak terlihat yang memperbaiki tangan: {0} setelah pilihan Anda, {1} setelah yang terbaik.</translation>
    </message>
    <message>
        <source>Waits after your choice: {0}. After the best: {1}.</source>
        <translation>Tunggu setelah pilihan Anda: {0}. Setelah yang terbaik: {1}.</translation>
    </message>
    <message>
        <source>{0} looks ready ({1}): your tile would win for them {2} of the time, the best {3}.</source>
        <translation>{0} tampak siap ({1}): ubin Anda memenangkannya {2} dari waktu, yang terbaik {3}.</translation>
    </message>
    <message>
        <source>Tiles left in the wall: {0}.</source>
        <translation>Ubin tersisa di tembok: {0}.</translation>
    </message>
    <message>
        <source>A kong is paid for at once: declaring or declining it moves that money.</source>
        <translation>Kong dibayar seketika: menyatakan atau menolaknya menggeser uang itu.</translation>
    </message>
    <message>
        <source>A win was on offer and you let it go.</source>
        <translation>Kemenangan tersedia dan Anda melewatkannya.</translation>
    </message>
    <message>
        <source>Taking this win was worth less than playing on.</source>
        <translation>Mengambil kemenangan ini bernilai lebih kecil daripada bermain terus.</translation>
    </message>
    <message>
        <source>Void suit: you chose {0}, the best is {1}.</source>
        <translation>Jenis kosong: Anda memilih {0}, yang terbaik {1}.</translation>
    </message>
    <message>
        <source>Tiles passed: yours {0}, the best {1}.</source>
        <translation>Ubin ditukar: milik Anda {0}, yang terbaik {1}.</translation>
    </message>
    <message>
        <source>{0} ({1} unseen, worth {2})</source>
        <translation>{0} ({1} tak terlihat, bernilai {2})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>A bonus tile is written 1f to 8f.</source>
        <translation>Tile bunga ditulis 1f sampai 8f.</translation>
    </message>
    <message>
        <source>The cap on a hand&apos;s money is not a valid amount.</source>
        <translation>Batas uang per tangan bukan jumlah yang sah.</translation>
    </message>
    <message>
        <source>That drill cannot be kept in the drills file.</source>
        <translation>Latihan itu tidak dapat disimpan di berkas latihan.</translation>
    </message>
    <message>
        <source>A field of the rule set has a value of the wrong kind or size.</source>
        <translation>Salah satu isian aturan bernilai dengan jenis atau ukuran yang salah.</translation>
    </message>
    <message>
        <source>The review&apos;s numbers do not add up, so it was not kept.</source>
        <translation>Angka-angka tinjauan tidak cocok, jadi tidak disimpan.</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>Berkas bukan JSON yang sah.</translation>
    </message>
    <message>
        <source>Drill levels are 1 to 4.</source>
        <translation>Tingkat latihan 1 sampai 4.</translation>
    </message>
    <message>
        <source>The game&apos;s record does not start with a hand.</source>
        <translation>Catatan permainan tidak dimulai dengan satu tangan.</translation>
    </message>
    <message>
        <source>A name is text of at most 200 characters.</source>
        <translation>Nama berupa teks paling banyak 200 karakter.</translation>
    </message>
    <message>
        <source>A rule option has a value it does not take.</source>
        <translation>Sebuah opsi aturan memiliki nilai yang tidak diterimanya.</translation>
    </message>
    <message>
        <source>The drill&apos;s question is damaged.</source>
        <translation>Soal latihan rusak.</translation>
    </message>
    <message>
        <source>That answer does not fit the question.</source>
        <translation>Jawaban itu tidak sesuai dengan soal.</translation>
    </message>
    <message>
        <source>A stored record is damaged.</source>
        <translation>Sebuah catatan tersimpan rusak.</translation>
    </message>
    <message>
        <source>The game&apos;s rules or options are unknown.</source>
        <translation>Aturan atau opsi permainan tidak dikenal.</translation>
    </message>
    <message>
        <source>A drill&apos;s number is a whole number from 0.</source>
        <translation>Nomor latihan adalah bilangan bulat mulai dari 0.</translation>
    </message>
    <message>
        <source>The stake is not a valid amount of money.</source>
        <translation>Taruhan bukan jumlah uang yang sah.</translation>
    </message>
    <message>
        <source>The money totals do not add up.</source>
        <translation>Jumlah total uang tidak cocok.</translation>
    </message>
    <message>
        <source>The game&apos;s wall is not a valid set of tiles.</source>
        <translation>Dinding permainan bukan kumpulan tile yang sah.</translation>
    </message>
    <message>
        <source>Winds are East, South, West or North.</source>
        <translation>Angin adalah Timur, Selatan, Barat, atau Utara.</translation>
    </message>
    <message>
        <source>The file is busy: another program is writing it. Try again in a moment.</source>
        <translation>Berkas sedang sibuk: program lain sedang menulisnya. Coba lagi sebentar lagi.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>Berkas tidak dapat dibuka.</translation>
    </message>
    <message>
        <source>The file cannot be written.</source>
        <translation>Berkas tidak dapat ditulis.</translation>
    </message>
    <message>
        <source>It was changed in another window or program.</source>
        <translation>Itu telah diubah di jendela atau program lain.</translation>
    </message>
    <message>
        <source>The file was changed after it was saved.</source>
        <translation>Berkas telah diubah setelah disimpan.</translation>
    </message>
    <message>
        <source>The file is damaged.</source>
        <translation>Berkas rusak.</translation>
    </message>
    <message>
        <source>A self-drawn win has no discarder.</source>
        <translation>Kemenangan dengan mengambil sendiri tidak punya pembuang.</translation>
    </message>
    <message>
        <source>This session is already in the scorebook.</source>
        <translation>Sesi ini sudah ada di buku skor.</translation>
    </message>
    <message>
        <source>That file is the scorebook itself: choose another file.</source>
        <translation>Berkas itu adalah buku skor itu sendiri: pilih berkas lain.</translation>
    </message>
    <message>
        <source>A hand&apos;s rules differ from the file&apos;s.</source>
        <translation>Aturan sebuah tangan berbeda dari aturan berkas.</translation>
    </message>
    <message>
        <source>The record holds a move the rules do not allow.</source>
        <translation>Catatan memuat langkah yang tidak diizinkan aturan.</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>Permainan ini sedang dimainkan di jendela lain.</translation>
    </message>
    <message>
        <source>This kind of drill does not exist in these rules.</source>
        <translation>Jenis latihan ini tidak ada dalam aturan ini.</translation>
    </message>
    <message>
        <source>The record does not follow from its own moves.</source>
        <translation>Catatan tidak sesuai dengan langkah-langkahnya sendiri.</translation>
    </message>
    <message>
        <source>The file was written by a newer version of the app.</source>
        <translation>Berkas ditulis oleh versi aplikasi yang lebih baru.</translation>
    </message>
    <message>
        <source>That drill is no longer in the drills file.</source>
        <translation>Latihan itu sudah tidak ada di berkas latihan.</translation>
    </message>
    <message>
        <source>No drill could be made from this number.</source>
        <translation>Tidak ada latihan yang dapat dibuat dari nomor ini.</translation>
    </message>
    <message>
        <source>That hand or entry is no longer in the session.</source>
        <translation>Tangan atau entri itu sudah tidak ada di sesi.</translation>
    </message>
    <message>
        <source>That session is no longer in the scorebook.</source>
        <translation>Sesi itu sudah tidak ada di buku skor.</translation>
    </message>
    <message>
        <source>That is not a regular file.</source>
        <translation>Itu bukan berkas biasa.</translation>
    </message>
    <message>
        <source>That file is not a saved game.</source>
        <translation>Berkas itu bukan permainan tersimpan.</translation>
    </message>
    <message>
        <source>The hand is not a win.</source>
        <translation>Tangan ini bukan kemenangan.</translation>
    </message>
    <message>
        <source>Seats change between games: this game is still being played.</source>
        <translation>Tempat duduk diganti di antara permainan: permainan ini masih berlangsung.</translation>
    </message>
    <message>
        <source>That file is not a rule set.</source>
        <translation>Berkas itu bukan berkas aturan.</translation>
    </message>
    <message>
        <source>The file holds a number that is too long.</source>
        <translation>Berkas memuat angka yang terlalu panjang.</translation>
    </message>
    <message>
        <source>These players already sit in these seats.</source>
        <translation>Pemain-pemain ini sudah duduk di posisi ini.</translation>
    </message>
    <message>
        <source>The file is too big.</source>
        <translation>Berkas terlalu besar.</translation>
    </message>
    <message>
        <source>The file is nested too deeply.</source>
        <translation>Berkas bersarang terlalu dalam.</translation>
    </message>
    <message>
        <source>The file is cut short.</source>
        <translation>Berkas terpotong.</translation>
    </message>
    <message>
        <source>There is no such kind of drill.</source>
        <translation>Tidak ada jenis latihan seperti itu.</translation>
    </message>
    <message>
        <source>The rule set has a field these rules do not know.</source>
        <translation>Aturan memuat isian yang tidak dikenal aturan ini.</translation>
    </message>
    <message>
        <source>These rules have no such option.</source>
        <translation>Aturan ini tidak memiliki opsi tersebut.</translation>
    </message>
    <message>
        <source>The file&apos;s format version is unknown.</source>
        <translation>Versi format berkas tidak dikenal.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Berkas tidak dapat dibaca.</translation>
    </message>
</context>
<context>
    <name>TileTracker</name>
    <message>
        <source>{0}: {1} not seen yet</source>
        <translation>{0}: {1} belum terlihat</translation>
    </message>
</context>
</TS>
