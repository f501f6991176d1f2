#!/usr/bin/env python3
"""Unseen programs over every model, 12 listing flag words (and 0x10 for /Zi builds): see ../listing_battery.py.
    battery.py compile          (re)compile every job into $BATTERY_OUT/bin, Microsoft listings into $BATTERY_OUT/ms
    battery.py compare [DXKIT]  run dxkit (default the checkout's ./dxkit) into $BATTERY_OUT/dk, compare, report
"""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import listing_battery

listing_battery.main(Path(__file__).parent, flags=[0x0, 0x4, 0x20, 0x40, 0x80, 0x24, 0xA4, 0x84, 0xE4, 0x30, 0x50, 0x1], zi_flags=[0x10], source_dir="gen")
