#!/usr/bin/env python3
"""The corners the first three batteries did not reach, 19 listing flag words: see ../listing_battery.py.
Level 9 with minimum precision under every compile-flag word the compiler accepts for it; Direct3D 9 /Zi and
/Zi /Od from vs_1_1 to ps_3_0; hand-written assembly (predicates, loop/aL, rep, calls, ps_1_x) through
D3DAssemble; tx_1_0; fx_2_0 effects, whose programs carry preshaders.
    battery.py compile          (re)compile every job into $BATTERY_OUT/bin, Microsoft listings into $BATTERY_OUT/ms
    battery.py compare [DXKIT]  run dxkit (default the checkout's ./dxkit) into $BATTERY_OUT/dk, compare, report
"""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import listing_battery

# the 15 words of compile-flags/ and the HTML words with numbering and offsets
listing_battery.main(Path(__file__).parent, flags=[0x0, 0x1, 0x2, 0x4, 0x10, 0x20, 0x40, 0x80, 0x6, 0x24, 0x84, 0xA4, 0xE4,
                                                   0x31, 0x85, 0x5, 0x21, 0x25, 0xA5], source_dir="gen4")
