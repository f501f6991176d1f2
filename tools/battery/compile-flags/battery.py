#!/usr/bin/env python3
"""DXBC and Direct3D 9 under many compile-flag words, 15 listing flag words: see ../listing_battery.py.
    battery.py compile          (re)compile every job into $BATTERY_OUT/bin, Microsoft listings into $BATTERY_OUT/ms
    battery.py compare [DXKIT]  run dxkit (default the checkout's ./dxkit) into $BATTERY_OUT/dk, compare, report
"""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import listing_battery

listing_battery.main(Path(__file__).parent, flags=[0x0, 0x1, 0x2, 0x4, 0x10, 0x20, 0x40, 0x80, 0x6, 0x24, 0x84, 0xA4, 0xE4, 0x31, 0x85],
                     source_dir="gen2")
