<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>CalculatorPage</name>
    <message numerus="yes">
        <source>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</source>
        <translation><numerusform>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</numerusform><numerusform>Tiles entered: %n. A win needs 14, and 13 show the waits (a kong counts as 3).</numerusform></translation>
    </message>
</context>
<context>
    <name>DrillExplanation</name>
    <message numerus="yes">
        <source>shanten %1, %n improving tile(s):</source>
        <translation><numerusform>shanten %1, %n improving tile:</numerusform><numerusform>shanten %1, %n improving tiles:</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n unseen; </source>
        <translation><numerusform>%n unseen; </numerusform><numerusform>%n unseen; </numerusform></translation>
    </message>
</context>
<context>
    <name>DrillsPage</name>
    <message numerus="yes">
        <source>Nothing is due right now; %n question(s) come back later today.</source>
        <translation><numerusform>Nothing is due right now; %n question come back later today.</numerusform><numerusform>Nothing is due right now; %n questions come back later today.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Today's review (%n left): %1</source>
        <translation><numerusform>Today's review (%n left): %1</numerusform><numerusform>Today's review (%n left): %1</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n right in a row</source>
        <translation><numerusform>Streak: %n right in a row</numerusform><numerusform>Streak: %n right in a row</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Your mistakes to review: %n</source>
        <translation><numerusform>Your mistakes to review: %n</numerusform><numerusform>Your mistakes to review: %n</numerusform></translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation><numerusform>Hands: %n</numerusform><numerusform>Hands: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Changes to this session: %n</source>
        <translation><numerusform>Changes to this session: %n</numerusform><numerusform>Changes to this session: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Changes to hand {0}: %n</source>
        <translation><numerusform>Changes to hand {0}: %n</numerusform><numerusform>Changes to hand {0}: %n</numerusform></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n discard(s) of this hand went to Drills, your mistakes</source>
        <translation><numerusform>%n discard of this hand went to Drills, your mistakes</numerusform><numerusform>%n discards of this hand went to Drills, your mistakes</numerusform></translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} rank points</source>
        <translation><numerusform>%n decision: agreement {0}, {1} mistakes per 100, loss {2} rank points</numerusform><numerusform>%n decisions: agreement {0}, {1} mistakes per 100, loss {2} rank points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s): agreement {0}, {1} mistakes per 100, loss {2} points</source>
        <translation><numerusform>%n decision: agreement {0}, {1} mistakes per 100, loss {2} points</numerusform><numerusform>%n decisions: agreement {0}, {1} mistakes per 100, loss {2} points</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %n decision(s) judged.</source>
        <translation><numerusform>Cancelled: %n decision judged.</numerusform><numerusform>Cancelled: %n decisions judged.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s) went to Drills, your mistakes.</source>
        <translation><numerusform>%n mistake went to Drills, your mistakes.</numerusform><numerusform>%n mistakes went to Drills, your mistakes.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Your profile in {0} (%n game(s) reviewed):</source>
        <translation><numerusform>Your profile in {0} (%n game reviewed):</numerusform><numerusform>Your profile in {0} (%n games reviewed):</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} rank points lost per decision</source>
        <translation><numerusform>{0}: %n decision, {1} mistakes per 100, {2} rank points lost per decision</numerusform><numerusform>{0}: %n decisions, {1} mistakes per 100, {2} rank points lost per decision</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>{0}: %n decision(s), {1} mistakes per 100, {2} points lost per decision</source>
        <translation><numerusform>{0}: %n decision, {1} mistakes per 100, {2} points lost per decision</numerusform><numerusform>{0}: %n decisions, {1} mistakes per 100, {2} points lost per decision</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Agreement with the engine, the last %n game(s):</source>
        <translation><numerusform>Agreement with the engine, the last %n game:</numerusform><numerusform>Agreement with the engine, the last %n games:</numerusform></translation>
    </message>
</context>
<context>
    <name>ScorebookPage</name>
    <message numerus="yes">
        <source>Hands: %n</source>
        <translation><numerusform>Hands: %n</numerusform><numerusform>Hands: %n</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Every hand is settled again under the new rules: %n hand(s) change.</source>
        <translation><numerusform>Every hand is settled again under the new rules: %n hand change.</numerusform><numerusform>Every hand is settled again under the new rules: %n hands change.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</source>
        <translation><numerusform>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</numerusform><numerusform>Delete the session “{0}”? Hands recorded in it: %n. This cannot be undone.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Wind rounds played: %n of {0}</source>
        <translation><numerusform>Wind rounds played: %n of {0}</numerusform><numerusform>Wind rounds played: %n of {0}</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Hands finished: %n of {0}</source>
        <translation><numerusform>Hands finished: %n of {0}</numerusform><numerusform>Hands finished: %n of {0}</numerusform></translation>
    </message>
</context>
</TS>
