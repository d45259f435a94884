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
    <name>CalculatorPage</name>
    <message>
        <source>mahjchina: plain self-draw by the dealer (example 1)</source>
        <translation>mahjchina: dealer menang biasa ambil sendiri (contoh 1)</translation>
    </message>
    <message>
        <source>mahjchina: the same hand won on player 1&apos;s discard</source>
        <translation>mahjchina: tangan yang sama, menang dari buangan pemain 1</translation>
    </message>
    <message>
        <source>mahjchina: self-draw with player 3 already out</source>
        <translation>mahjchina: ambil sendiri saat pemain 3 sudah keluar</translation>
    </message>
    <message>
        <source>mahjchina: all pongs self-drawn (example 2)</source>
        <translation>mahjchina: semua pong ambil sendiri (contoh 2)</translation>
    </message>
    <message>
        <source>MIL: pure one suit after a winner left (example 3)</source>
        <translation>MIL: satu suit murni setelah satu pemenang keluar (contoh 3)</translation>
    </message>
    <message>
        <source>Mahjong Soul: a 1-han tsumo (example 6)</source>
        <translation>Mahjong Soul: menang ambil sendiri 1 han (contoh 6)</translation>
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
        <translation>Hong Kong Klasik: Selatan ambil sendiri 5 faan</translation>
    </message>
    <message>
        <source>A chow is three tiles in a row of one suit: choose its lowest tile (1-7).</source>
        <translation>Chow adalah tiga tile berurutan dari satu suit: pilih tile terendahnya (1-7).</translation>
    </message>
    <message>
        <source>There are only four {0} in the set.</source>
        <translation>Hanya ada empat {0} dalam satu set.</translation>
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
        <source>These 13 tiles are ready: the tiles that win are listed with what each is worth.</source>
        <translation>13 tile ini sudah siap: tile yang bisa menang tercantum beserta nilainya masing-masing.</translation>
    </message>
    <message>
        <source>Record this win in the Scorebook&apos;s current session</source>
        <translation>Catat kemenangan ini di sesi Buku Skor yang sedang berjalan</translation>
    </message>
    <message>
        <source>Enter a winning hand first</source>
        <translation>Masukkan tangan yang menang terlebih dahulu</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>{0} (replaced by {1})</source>
        <translation>{0} (digantikan oleh {1})</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>{0} faan, base {1}</source>
        <translation>{0} faan, poin dasar {1}</translation>
    </message>
    <message>
        <source>(limit: {0} faan counted as {1})</source>
        <translation>(batas: {0} faan dihitung {1})</translation>
    </message>
    <message>
        <source>Value: {0}</source>
        <translation>Nilai: {0}</translation>
    </message>
    <message>
        <source>(capped from {0} to {1} {2})</source>
        <translation>(dibatasi dari {0} menjadi {1} {2})</translation>
    </message>
    <message>
        <source>Roots: {0}</source>
        <translation>Akar: {0}</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Kursi {0}</translation>
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
        <source>Seat {0}: {1}</source>
        <translation>Kursi {0}: {1}</translation>
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
        <source>Hand: {0}</source>
        <translation>Tangan: {0}</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Aturan: {0}</translation>
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
        <translation>Ambil sendiri</translation>
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
        <source>Prevailing wind:</source>
        <translation>Angin putaran:</translation>
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
        <translation>Ambil sendiri</translation>
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
        <source>Kong bloom</source>
        <translation>Mekar setelah kong</translation>
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
        <source>Replacement tile</source>
        <translation>Tile pengganti</translation>
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
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>{0} → value {1}</source>
        <translation>{0} → nilai {1}</translation>
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
        <translation>Permainan sudah selesai. Mulai permainan baru dari menu Permainan.</translation>
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
        <translation>{0}: nilai {1} + bonus tarik sendiri {2}</translation>
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
        <translation>Permainan selesai. Pemenang: {0}.</translation>
    </message>
    <message>
        <source>Replay this hand…</source>
        <translation>Putar ulang ronde ini…</translation>
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
        <translation>ambil sendiri</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
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
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ban&amp;tuan</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan</translation>
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
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>You (seat 0, first dealer)</source>
        <translation>Anda (kursi 0, dealer pertama)</translation>
    </message>
    <message>
        <source>Seat 1</source>
        <translation>Kursi 1</translation>
    </message>
    <message>
        <source>Seat 2</source>
        <translation>Kursi 2</translation>
    </message>
    <message>
        <source>Seat 3</source>
        <translation>Kursi 3</translation>
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
        <translation>pilih jenis kosong</translation>
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
        <source>Three tiles are already picked: click one of them to put it back before you pick another.</source>
        <translation>Tiga tile sudah dipilih: klik salah satunya untuk mengembalikannya sebelum memilih yang lain.</translation>
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
        <source>Everyone passed three tiles {0}.
You received {1} from {2}.</source>
        <translation>Semua pemain memberikan tiga tile {0}.
Anda menerima {1} dari {2}.</translation>
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
        <translation>Menang tarik sendiri!</translation>
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
        <translation>dengan ambil sendiri</translation>
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
        <source>No game yet: press New game (Ctrl+N).</source>
        <translation>Belum ada permainan: tekan Permainan baru (Ctrl+N).</translation>
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
        <translation>{0} menyisihkan {1} dan mengambil {2} dari ujung dinding</translation>
    </message>
    <message>
        <source>You set aside {0} and draw {1} from the far end</source>
        <translation>Anda menyisihkan {0} dan mengambil {1} dari ujung dinding</translation>
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
        <translation>ambil sendiri</translation>
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
        <translation>Permainan selesai: {0}</translation>
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
        <translation>Saat kursi yang Anda lihat harus memutuskan, tampilkan apa yang akan dilakukan lawan komputer kuat dan alasannya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>108 tiles: characters, dots and bamboo, four of each; no honours, no flowers, no chow.</source>
        <translation>108 tile: karakter, bulatan, dan bambu, masing-masing empat salinan; tanpa tile kehormatan, tanpa bunga, tanpa chow.</translation>
    </message>
    <message>
        <source>Exchange three: each player passes three tiles of one suit; the direction is drawn at random.</source>
        <translation>Tukar tiga: setiap pemain memberikan tiga tile dari satu suit; arahnya diundi secara acak.</translation>
    </message>
    <message>
        <source>Void suit: everyone gives up one suit, revealed together; its tiles must be discarded first, and a hand holding one cannot win.</source>
        <translation>Suit kosong: setiap pemain melepas satu suit, diumumkan bersamaan; tile dari suit itu harus dibuang lebih dulu, dan tangan yang masih memegangnya tidak bisa menang.</translation>
    </message>
    <message>
        <source>Bloody: a winner is paid at once and leaves; the others play on until three have won or the wall is empty.</source>
        <translation>Bloody: pemenang langsung dibayar lalu keluar; pemain lain terus bermain sampai tiga pemain menang atau dinding habis.</translation>
    </message>
    <message>
        <source>Passing a win (过胡): until your next draw you may only win on someone else&apos;s tile for more than you passed. Passing a pong (过碰): no pong of that tile until your next draw.</source>
        <translation>Melewatkan kemenangan (过胡): sampai Anda mengambil tile berikutnya, Anda hanya boleh menang dari tile pemain lain jika nilainya lebih besar daripada yang Anda lewatkan. Melewatkan pong (过碰): Anda tidak boleh pong tile itu sampai Anda mengambil tile berikutnya.</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>each kind of which all four copies are in the hand</source>
        <translation>setiap jenis yang keempat salinannya ada di tangan</translation>
    </message>
    <message>
        <source>instead of {0}</source>
        <translation>menggantikan {0}</translation>
    </message>
    <message>
        <source>includes {0} root(s)</source>
        <translation>termasuk {0} akar</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Catatan</translation>
    </message>
    <message>
        <source>Fan add up to at most {0}; a hand is worth 2^fan: 1, 2, 4 or 8.</source>
        <translation>Fan dijumlahkan, paling banyak {0}; nilai tangan adalah 2^fan: 1, 2, 4, atau 8.</translation>
    </message>
    <message>
        <source>The best main pattern plus 1 han per bonus, at most {0} han; a hand is worth 1,000 × 2^(han − 1).</source>
        <translation>Pola utama terbaik ditambah 1 han untuk setiap pola bonus, paling banyak {0} han; nilai tangan adalah 1,000 × 2^(han − 1).</translation>
    </message>
    <message>
        <source>The best base value, doubled for each root, capped at {0}; then doubled for each event.</source>
        <translation>Nilai dasar terbaik, digandakan untuk setiap akar dan dibatasi {0}; lalu digandakan lagi untuk setiap peristiwa.</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>Siapa membayar</translation>
    </message>
    <message>
        <source>On a discard the discarder pays the value.</source>
        <translation>Menang dari buangan: pembuang membayar nilainya.</translation>
    </message>
    <message>
        <source>On a self-draw each player still in pays the value + {0}.</source>
        <translation>Menang ambil sendiri: setiap pemain yang masih main membayar nilainya + {0}.</translation>
    </message>
    <message>
        <source>Kong money, paid at once by players still in: exposed {0} from the discarder; added {1} from each; concealed {2} from each.</source>
        <translation>Poin kong, langsung dibayar oleh pemain yang masih main: kong terbuka {0} dari pemberi kong; kong tambahan {1} dari masing-masing; kong tertutup {2} dari masing-masing.</translation>
    </message>
    <message>
        <source>An added kong earns only when made with the tile just drawn.</source>
        <translation>Kong tambahan hanya mendapat poin jika dibuat dengan tile yang baru saja diambil.</translation>
    </message>
    <message>
        <source>If the discard right after a kong is won on, that kong&apos;s money goes back.</source>
        <translation>Jika buangan tepat setelah kong dipakai untuk menang, poin kong itu dikembalikan.</translation>
    </message>
    <message>
        <source>When the wall runs out</source>
        <translation>Saat dinding habis</translation>
    </message>
    <message>
        <source>A player not ready pays each ready player that player&apos;s best possible win.</source>
        <translation>Pemain yang belum siap membayar setiap pemain yang sudah siap sebesar kemenangan terbaik yang mungkin diraih pemain itu.</translation>
    </message>
    <message>
        <source>A flower pig (all three suits) loses {0}, paid to nobody.</source>
        <translation>Babi bunga (memegang ketiga suit) kehilangan {0}, yang tidak dibayarkan kepada siapa pun.</translation>
    </message>
    <message>
        <source>A flower pig (all three suits) pays {0} to each of the other three players, winners too.</source>
        <translation>Babi bunga (memegang ketiga suit) membayar {0} kepada masing-masing dari tiga pemain lain, termasuk yang sudah menang.</translation>
    </message>
    <message>
        <source>A flower pig (all three suits) pays {0} to each receiver of the room option.</source>
        <translation>Babi bunga (memegang ketiga suit) membayar {0} kepada setiap penerima yang ditentukan opsi ruang.</translation>
    </message>
    <message>
        <source>A flower pig (holding its void suit) pays every other player still in the larger of {0} and that player&apos;s ready value.</source>
        <translation>Babi bunga (masih memegang suit kosongnya) membayar setiap pemain lain yang masih main sebesar {0} atau nilai tangan siap pemain itu, mana yang lebih besar.</translation>
    </message>
    <message>
        <source>Players not ready give back their kong money.</source>
        <translation>Pemain yang belum siap mengembalikan poin kong mereka.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <source>{0} hands from {1} points each; a score below 0 ends the match at once.</source>
        <translation>{0} ronde, setiap pemain mulai dengan {1} poin; skor di bawah 0 langsung mengakhiri permainan.</translation>
    </message>
    <message>
        <source>Games of {0} hands; after each game rank points 4, 3, 2, 1 (tied players share).</source>
        <translation>Permainan {0} ronde; setelah setiap permainan ada poin peringkat 4, 3, 2, 1 (pemain yang seri membaginya).</translation>
    </message>
    <message>
        <source>A session of {0} hands; scores add up.</source>
        <translation>Satu sesi {0} ronde; skor dijumlahkan.</translation>
    </message>
    <message>
        <source>Room options</source>
        <translation>Opsi ruang</translation>
    </message>
    <message>
        <source>bonus tiles</source>
        <translation>tile bonus</translation>
    </message>
    <message>
        <source>limit</source>
        <translation>batas</translation>
    </message>
    <message>
        <source>At least {0} faan to win; faan above {1} count as {1}.</source>
        <translation>Minimal {0} faan untuk menang; faan di atas {1} dihitung sebagai {1}.</translation>
    </message>
    <message>
        <source>Base points P by faan ({0}). On a discard only the discarder pays 2P (4P when East wins or discards). On a self-draw East pays 2P and the others P; when East self-draws, each pays 2P.</source>
        <translation>Poin dasar P menurut faan ({0}). Menang dari buangan: hanya pembuang yang membayar 2P (4P jika Timur yang menang atau membuang). Menang ambil sendiri: Timur membayar 2P dan yang lain P; jika Timur yang menang ambil sendiri, masing-masing membayar 2P.</translation>
    </message>
    <message>
        <source>Base points Q by faan ({0}). Every opponent pays Q, doubled for the discarder, doubled for everyone on a self-draw, doubled when East pays or wins.</source>
        <translation>Poin dasar Q menurut faan ({0}). Setiap lawan membayar Q, digandakan untuk pembuang, digandakan untuk semua saat ambil sendiri, dan digandakan jika Timur yang membayar atau menang.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Di meja</translation>
    </message>
    <message>
        <source>144 tiles: the three suits, winds, dragons, four flowers and four seasons. A flower or season is set aside at once and replaced from the far end of the wall, also in the deal.</source>
        <translation>144 kartu: tiga jenis angka, angin, naga, empat bunga dan empat musim. Kartu bunga atau musim langsung disisihkan dan diganti dari ujung jauh tembok, juga saat pembagian.</translation>
    </message>
    <message>
        <source>The last 14 tiles are never drawn: when only they remain, the hand is drawn, nobody pays and the dealer stays.</source>
        <translation>14 kartu terakhir tidak pernah diambil: bila hanya itu yang tersisa, ronde seri, tidak ada yang membayar dan bandar tetap.</translation>
    </message>
    <message>
        <source>Chow only on the discard of the player before you; when the tile fits more than one chow you choose which. Pong and kong from anyone.</source>
        <translation>Chow hanya dari buangan pemain sebelum Anda; bila kartu itu cocok untuk lebih dari satu chow, Anda memilih. Pong dan kong dari siapa saja.</translation>
    </message>
    <message>
        <source>A win beats a pong or kong, which beats a chow. Only one player wins a discard: the first after the discarder in turn order.</source>
        <translation>Menang mengalahkan pong atau kong, dan keduanya mengalahkan chow. Hanya satu pemain yang menang atas satu buangan: yang pertama setelah pembuang menurut giliran.</translation>
    </message>
    <message>
        <source>An added kong can be robbed by a player who wins on that tile; a concealed kong cannot. Kongs earn no money.</source>
        <translation>Kong tambahan dapat dirampok oleh pemain yang menang dengan kartu itu; kong tertutup tidak. Kong tidak mendapat uang.</translation>
    </message>
    <message>
        <source>A win is offered only when the hand reaches the minimum; a declined win may be taken on a later tile.</source>
        <translation>Menang hanya ditawarkan bila tangan mencapai minimum; kemenangan yang dilewatkan boleh diambil pada kartu berikutnya.</translation>
    </message>
    <message>
        <source>Nine gates: a concealed one-suit hand whose 13 tiles before the winning tile are 1112345678999.</source>
        <translation>Sembilan gerbang: tangan tertutup satu jenis yang 13 kartunya sebelum kartu menang adalah 1112345678999.</translation>
    </message>
    <message>
        <source>The dealer stays after a dealer win or a drawn hand; otherwise the deal passes on. When it returns to the first dealer the prevailing wind moves on; a match is one wind round unless you choose four.</source>
        <translation>Bandar tetap setelah bandar menang atau ronde seri; selain itu giliran bandar berpindah. Saat kembali ke bandar pertama, angin putaran maju; satu pertandingan adalah satu putaran angin kecuali Anda memilih empat.</translation>
    </message>
    <message>
        <source>The Mahjong International League&apos;s bloody rules: fan add up to a cap of 3, no exchange, no pass restrictions.</source>
        <translation>Aturan bloody Mahjong International League: fan dijumlahkan dengan batas 3, tanpa tukar tiga, tanpa batasan melewatkan menang atau pong.</translation>
    </message>
    <message>
        <source>mahjchina&apos;s bloody rules: the best base value, doubled by roots and events, with four room options.</source>
        <translation>Aturan bloody mahjchina: nilai dasar terbaik, digandakan oleh akar dan peristiwa, dengan empat opsi ruang.</translation>
    </message>
    <message>
        <source>The Sichuan competition rules: fan add up to a cap of 3, pass restrictions, games of eight hands with rank points.</source>
        <translation>Aturan kompetisi Sichuan: fan dijumlahkan dengan batas 3, ada batasan melewatkan menang atau pong, permainan delapan ronde dengan poin peringkat.</translation>
    </message>
    <message>
        <source>Mahjong Soul&apos;s Bloodshed Skirmish: exchange three, han and 1,000-point steps, four hands from 50,000 points.</source>
        <translation>Bloodshed Skirmish dari Mahjong Soul: tukar tiga, han dengan kelipatan mulai 1.000 poin, empat ronde mulai dari 50.000 poin.</translation>
    </message>
    <message>
        <source>Hong Kong mahjong with the VMC sheet&apos;s modern payments: the discarder pays for everyone.</source>
        <translation>Mahjong Hong Kong dengan pembayaran modern dari lembar VMC: pembuang membayar untuk semua pemain.</translation>
    </message>
    <message>
        <source>Hong Kong mahjong with the classical payments: everybody pays, with doublings.</source>
        <translation>Mahjong Hong Kong dengan pembayaran klasik: semua membayar, dengan penggandaan.</translation>
    </message>
</context>
<context>
    <name>ScorebookPage</name>
    <message>
        <source>{0}
{1} · {2} hands</source>
        <translation>{0}
{1} · {2} ronde</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>Delete session</source>
        <translation>Hapus sesi</translation>
    </message>
    <message>
        <source>Delete the session “{0}” and its {1} hands? This cannot be undone.</source>
        <translation>Hapus sesi “{0}” beserta {1} rondenya? Tindakan ini tidak dapat dibatalkan.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>This session is already in the scorebook as “{0}”. Import it again?</source>
        <translation>Sesi ini sudah ada di buku skor sebagai “{0}”. Impor lagi?</translation>
    </message>
    <message>
        <source>Import again</source>
        <translation>Impor lagi</translation>
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
        <translation>Ambil sendiri</translation>
    </message>
    <message>
        <source>Dealt in</source>
        <translation>Memberi menang</translation>
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
        <translation>{0} menang ambil sendiri</translation>
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
        <source>Why</source>
        <translation>Alasan</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>tidak ada</translation>
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
        <source>Hand {0} started.</source>
        <translation>Ronde {0} dimulai.</translation>
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
        <source>Ledger JSON (*.json);;CSV table (*.csv)</source>
        <translation>Ledger JSON (*.json);;Tabel CSV (*.csv)</translation>
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
        <source>New hand (N)</source>
        <translation>Ronde baru (N)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>All sessions with these rules (players by name)</source>
        <translation>Semua sesi dengan aturan ini (pemain dicocokkan menurut nama)</translation>
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
        <translation>Pemain, sesuai urutan kursi</translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Pemain {0}</translation>
    </message>
    <message>
        <source>Seat {0}:</source>
        <translation>Kursi {0}:</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Kursi {0}</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Dealer pertama:</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Buat</translation>
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
        <translation>Tile bonus (disisihkan)</translation>
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
        <translation>Kursi {0}</translation>
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
        <translation>Ambil sendiri</translation>
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
        <translation>Pong angin kursi</translation>
    </message>
    <message>
        <source>Prevailing wind pong</source>
        <translation>Pong angin putaran</translation>
    </message>
    <message>
        <source>No bonus tiles</source>
        <translation>Tanpa tile bonus</translation>
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
        <translation>Menang ambil sendiri</translation>
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
        <source>MIL Bloody Mahjong</source>
        <translation>Mahjong Bloody MIL</translation>
    </message>
    <message>
        <source>mahjchina Sichuan Bloody</source>
        <translation>Sichuan Bloody mahjchina</translation>
    </message>
    <message>
        <source>Sichuan Competition</source>
        <translation>Sichuan (aturan kompetisi)</translation>
    </message>
    <message>
        <source>Mahjong Soul Bloodshed Skirmish</source>
        <translation>Mahjong Soul Bloodshed Skirmish</translation>
    </message>
    <message>
        <source>Hong Kong, Modern (discarder pays)</source>
        <translation>HK Modern (pembuang membayar)</translation>
    </message>
    <message>
        <source>Hong Kong, Classical (all pay)</source>
        <translation>HK Klasik (semua membayar)</translation>
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
        <translation>HK Klasik</translation>
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
        <translation>Ada skor di bawah nol: permainan berakhir.</translation>
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
        <translation>Pemain yang masih main dan bukan babi</translation>
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
        <translation>Tile bonus</translation>
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
        <translation>Tile bonus dihitung untuk minimum</translation>
    </message>
    <message>
        <source>Bonus tiles do not count toward the minimum</source>
        <translation>Tile bonus tidak dihitung untuk minimum</translation>
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
        <translation>Satu tile bonus muncul dua kali.</translation>
    </message>
    <message>
        <source>Wrong number of tiles for a win: it needs 14 (a kong counts as 3).</source>
        <translation>Jumlah tile salah untuk menang: perlu 14 (kong dihitung 3).</translation>
    </message>
    <message>
        <source>Bonus tiles are kept apart from the hand.</source>
        <translation>Tile bonus dipisahkan dari tangan.</translation>
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
        <translation>Pemenang harus salah satu kursi yang masih main.</translation>
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
        <translation>Pembuang harus salah satu kursi yang masih main.</translation>
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
        <translation>Kursi bernomor 0 sampai 3.</translation>
    </message>
    <message>
        <source>Not a winning shape: it needs four sets and a pair, or seven pairs.</source>
        <translation>Bukan bentuk menang: perlu empat set dan satu pasangan, atau tujuh pasang.</translation>
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
        <translation>Permainan sudah selesai: ada skor di bawah nol, atau semua ronde sudah dimainkan.</translation>
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
</context>
<context>
    <name>dialog</name>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
</context>
</TS>
