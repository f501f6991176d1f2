#!/usr/bin/env python3
"""Runs commands in alternating rounds and prints, per command, every round and the median of wall time,
CPU time (user + system of the process and its children) and peak resident memory; then each command's
median wall and CPU as a ratio to the first command's (the baseline). Used by the tools/bench scripts.

    timed.py ROUNDS [--before SHELL-COMMAND] NAME 'COMMAND' NAME 'COMMAND' ...

--before runs a shell command (untimed) before every timed run, e.g. to remove an output folder.
"""
import os, resource, statistics, subprocess, sys, time

args = sys.argv[1:]
rounds = int(args.pop(0))
before = None
if args and args[0] == "--before":
    args.pop(0)
    before = args.pop(0)
cmds = list(zip(args[0::2], args[1::2]))
wall = {n: [] for n, _ in cmds}
cpu = {n: [] for n, _ in cmds}
rss = {n: [] for n, _ in cmds}
for r in range(rounds):
    for n, c in cmds:
        if before:
            subprocess.run(before, shell=True, check=True)
        t = time.perf_counter()
        p = subprocess.Popen(["/bin/sh", "-c", c], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, ru = os.wait4(p.pid, 0)
        w = time.perf_counter() - t
        wall[n].append(w * 1000)
        cpu[n].append((ru.ru_utime + ru.ru_stime) * 1000)
        rss[n].append(ru.ru_maxrss / 1024)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            print(f"{n}: exit {os.waitstatus_to_exitcode(status)}: {c}", file=sys.stderr)
            sys.exit(3)
print(f"{os.cpu_count()} cores, load {open('/proc/loadavg').read().split()[0:3]}, {rounds} alternating rounds")
for n, _ in cmds:
    print(f"{n}: wall ms " + " ".join(f"{x:.0f}" for x in wall[n]) + " | cpu ms " + " ".join(f"{x:.0f}" for x in cpu[n]))
base = cmds[0][0]
bw, bc = statistics.median(wall[base]), statistics.median(cpu[base])
print(f"{'command':32s} {'wall median':>12s} {'(min-max)':>16s} {'cpu median':>11s} {'peak RSS':>9s} {'wall/base':>9s} {'cpu/base':>8s}")
for n, _ in cmds:
    w, c = statistics.median(wall[n]), statistics.median(cpu[n])
    print(f"{n:32s} {w:10.1f}ms {min(wall[n]):7.0f}-{max(wall[n]):<7.0f}ms {c:9.1f}ms {max(rss[n]):7.0f}MB {w / bw:9.2f} {c / bc:8.2f}")
