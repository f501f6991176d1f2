package dev.dxkit.sources;

import dev.dxkit.pdb.C13Line;
import dev.dxkit.pdb.CvSymbol;
import dev.dxkit.pdb.InlineAnnotations;
import dev.dxkit.pdb.InlineRow;
import dev.dxkit.pdb.Pdb;
import dev.dxkit.pdb.TypeLeaf;
import dev.dxkit.sm4.OperandType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What D3DDisassemble prints from an SPDB part (fxc /Zi) around a Shader Model 4/5 program: the source line of
 * each instruction ({@code #line N "path"}), the variables held in registers before the first instruction, and
 * after an instruction the locations that start at the next one. Follows the dxkit format document's SPDB
 * section and its listing rules.
 */
public final class SpdbAnnotations {
    /**
     * One register component holding part of a variable: {@code r1.x <- wp.x}. {@code error} is the reason
     * D3DDisassemble could not name the part ({@code value} is then the variable's name and the path walked so far),
     * else null.
     */
    public record Location(String register, String value, String run, String error) {
    }

    /** The walk of a type failed: the offset lies past an array's recorded size (SM 5.1 records none). */
    static final String OVERRUN = "offset overruns length for type in PDB";
    /** The walk of a type failed: no member of a structure holds the offset. */
    static final String NO_MEMBER = "could not get find UDT child with correct offset in PDB";

    /** A function or an inlined call, with its variables and nested scopes. */
    private static final class Scope {
        final Scope parent;
        final List<InlineRow> rows;
        final long spanStart;
        final long spanEnd;
        final List<Variable> variables = new ArrayList<>();
        final List<Scope> children = new ArrayList<>();

        Scope(Scope parent, List<InlineRow> rows) {
            this.parent = parent;
            this.rows = rows;
            long s = Long.MAX_VALUE;
            long e = Long.MIN_VALUE;
            for (InlineRow r : rows == null ? List.<InlineRow>of() : rows) {
                s = Math.min(s, r.offset());
                e = Math.max(e, r.offset() + r.length());
            }
            this.spanStart = s;
            this.spanEnd = e;
        }

        boolean inline() {
            return parent != null && rows != null;
        }
    }

    private record Variable(CvSymbol.Local local, List<CvSymbol.DefRangeHlsl> ranges) {
    }

    private final Pdb pdb;
    private final Scope root;
    private final TreeMap<Long, C13Line> lines = new TreeMap<>();
    /** The end of the functions' code (the largest procedure's offset + length), 0 when no procedure says. */
    private long codeEnd;
    private final List<Scope> inlines = new ArrayList<>();

    private SpdbAnnotations(Pdb pdb) {
        this.pdb = pdb;
        for (C13Line l : pdb.module().lines()) {
            lines.putIfAbsent(l.offset(), l);
        }
        Scope top = new Scope(null, List.of());
        Scope cur = top;
        Variable var = null;
        long base = 0;
        for (CvSymbol s : pdb.module().symbols()) {
            if (s instanceof CvSymbol.Procedure p) {
                base = p.codeOffset();
                codeEnd = Math.max(codeEnd, p.codeOffset() + p.codeLength());
            }
            if (s instanceof CvSymbol.Procedure || s instanceof CvSymbol.Block) {
                Scope n = new Scope(cur, s instanceof CvSymbol.Procedure ? null : cur.rows);
                cur.children.add(n);
                cur = n;
                var = null;
            } else if (s instanceof CvSymbol.InlineSite site) {
                Scope n = new Scope(cur, InlineAnnotations.rows(site, pdb.module(), base));
                cur.children.add(n);
                inlines.add(n);
                cur = n;
                var = null;
            } else if (s instanceof CvSymbol.End) {
                cur = cur.parent == null ? cur : cur.parent;
                var = null;
            } else if (s instanceof CvSymbol.Local l) {
                var = new Variable(l, new ArrayList<>());
                cur.variables.add(var);
            } else if (s instanceof CvSymbol.DefRangeHlsl d && var != null) {
                var.ranges().add(d);
            }
        }
        this.root = top;
    }

    public static SpdbAnnotations of(Pdb pdb) {
        return new SpdbAnnotations(pdb);
    }

    /** The line of the code at byte {@code offset}: the innermost inlined call's row covering it, else the line table's. */
    public C13Line lineAt(long offset) {
        C13Line best = null;
        int depth = -1;
        for (Scope s : inlines) {
            for (InlineRow r : s.rows) {
                if (offset >= r.offset() && offset < r.offset() + r.length()) {
                    int d = depth(s);
                    if (d > depth) {
                        depth = d;
                        best = new C13Line(offset, r.line(), r.file());
                    }
                }
            }
        }
        return best != null ? best : lines.get(offset);
    }

    /**
     * The line D3DDisassemble gives the instruction of {@code bytes} bytes at {@code offset}: {@link #lineAt}'s, else
     * the first row of the line table that lies inside the instruction, else the row before it (an instruction the
     * table does not name, as in a program edited and assembled with its original's SPDB, or one inside a block of
     * dxkit's rebuilt SPDB); null before the first row, or when the instruction starts past the functions' code
     * ({@link #pastCode}).
     */
    public C13Line instructionLineAt(long offset, long bytes) {
        C13Line l = lineAt(offset);
        if (l != null || codeEnd > 0 && offset >= codeEnd) {
            return l;
        }
        Map.Entry<Long, C13Line> row = lines.ceilingEntry(offset);
        if (row == null || row.getKey() >= offset + bytes) {
            row = lines.floorEntry(offset);
        }
        return row == null ? null : new C13Line(offset, row.getValue().line(), row.getValue().file());
    }

    /**
     * Whether the instruction at {@code offset} starts past the functions' code, where D3DDisassemble prints "unable to
     * find instruction in PDB" before it and "could not find inner most frame in PDB" after it.
     */
    public boolean pastCode(long offset) {
        return !lines.isEmpty() && codeEnd > 0 && offset >= codeEnd && lineAt(offset) == null;
    }

    private static int depth(Scope s) {
        int d = 0;
        for (Scope p = s; p != null; p = p.parent) {
            d++;
        }
        return d;
    }

    /** The locations held from the first instruction at {@code offset}: nested scopes' variables before a scope's own. */
    public List<Location> initial(long offset) {
        List<Location> out = new ArrayList<>();
        initial(root, offset, out);
        return out;
    }

    private void initial(Scope s, long offset, List<Location> out) {
        for (Scope c : s.children) {
            initial(c, offset, out);
        }
        for (Variable v : s.variables) {
            for (CvSymbol.DefRangeHlsl d : v.ranges()) {
                if (d.start() == offset) {
                    out.add(location(v, d));
                }
            }
        }
    }

    /** The locations that begin at {@code next}, after the instruction at {@code offset}: in symbol order, a scope's own first. */
    public List<Location> after(long offset, long next) {
        List<Location> out = new ArrayList<>();
        after(root, offset, next, out);
        return out;
    }

    private void after(Scope s, long offset, long next, List<Location> out) {
        // an inlined call's variables are written only after an instruction in the code the call spans
        if (!s.inline() || (offset >= s.spanStart && offset < s.spanEnd)) {
            for (Variable v : s.variables) {
                for (CvSymbol.DefRangeHlsl d : v.ranges()) {
                    if (startsAt(d, next)) {
                        out.add(location(v, d));
                    }
                }
            }
        }
        for (Scope c : s.children) {
            after(c, offset, next, out);
        }
    }

    private static boolean startsAt(CvSymbol.DefRangeHlsl d, long next) {
        if (d.start() == next) {
            return true;
        }
        for (int[] g : d.gaps()) {
            if (d.start() + g[0] + g[1] == next) {
                return true;
            }
        }
        return false;
    }

    private Location location(Variable v, CvSymbol.DefRangeHlsl d) {
        OperandType t = OperandType.lookup(d.registerType());
        String prefix = t == null ? "?" + d.registerType() : t.registerName(false);
        long[] ix = d.indices();
        String reg;
        boolean whole = false;
        if (!indexed(d.registerType())) {
            // a register without a number: vThreadID.x, oDepth, vPrim
            reg = ix.length == 0 ? prefix : prefix + "." + "xyzw".charAt((int) (ix[0] >> 2 & 3));
        } else if (t == OperandType.INDEXABLE_TEMP || d.registerType() == 16) {
            reg = prefix + (ix.length > 0 ? ix[0] : 0);
            whole = d.offsetInVariable() == 0;
        } else if (ix.length == 2) {
            reg = prefix + "[" + ix[1] + "][" + (ix[0] >> 4) + "]." + "xyzw".charAt((int) (ix[0] >> 2 & 3));
        } else {
            reg = prefix + (ix.length > 0 ? ix[0] >> 4 : 0) + "." + "xyzw".charAt((int) (ix.length > 0 ? ix[0] >> 2 & 3 : 0));
        }
        String name = v.local().name();
        // a run of the initial locations is one register as D3DDisassemble counts them: the index over 16, so that
        // m0 and m1 (whose index is the register alone) share a run
        String run = d.registerType() + ":" + (ix.length > 1 ? ix[1] : -1) + ":" + (ix.length > 0 ? ix[0] >> 4 : -1);
        if (whole) {
            return new Location(reg, name, run, null);
        }
        String[] error = new String[1];
        String path = path(v.local().type(), d.offsetInVariable(), error);
        return new Location(reg, name + path, run, error[0]);
    }

    /** True for the register types written with a number (r0, v1, x2, cb3, u4, g5, vicp, m6). */
    private static boolean indexed(int type) {
        return switch (type) {
            case 0, 1, 2, 3, 6, 7, 8, 9, 16, 17, 18, 19, 20, 21, 25, 26, 27, 30, 31 -> true;
            default -> false;
        };
    }

    /**
     * The member path of byte {@code offset} in a value of {@code type}: .member, [n], ._mRC, .x to .w. Where
     * D3DDisassemble's walk fails (an array whose recorded size does not reach the offset: SM 5.1 records arrays
     * with stride 1 and size 0), sets {@code error[0]} and returns the path walked so far.
     */
    private String path(int type, int offset, String[] error) {
        StringBuilder sb = new StringBuilder();
        for (int guard = 0; guard < 64; guard++) {
            TypeLeaf leaf = pdb.types().leaf(type);
            int recorded = arraySize(leaf);
            if (recorded >= 0 && offset >= recorded) {
                error[0] = OVERRUN;
                break;
            }
            if (leaf instanceof TypeLeaf.Modifier m) {
                type = m.type();
            } else if (leaf instanceof TypeLeaf.Struct s) {
                TypeLeaf.Member hit = null;
                for (TypeLeaf.Member m : s.members()) {
                    if (m.offset() <= offset) {
                        hit = m;
                    }
                }
                if (hit == null) {
                    break;
                }
                int extent = arraySize(resolve(hit.type()));
                if (extent >= 0 && offset - hit.offset() >= extent) {
                    // the member at or before the offset is an array that ends before it
                    error[0] = NO_MEMBER;
                    break;
                }
                sb.append('.').append(hit.name());
                offset -= hit.offset();
                type = hit.type();
            } else if (leaf instanceof TypeLeaf.Array a) {
                int es = size(a.element());
                int n = es == 0 ? 0 : offset / es;
                sb.append('[').append(n).append(']');
                offset -= n * es;
                type = a.element();
            } else if (leaf instanceof TypeLeaf.StridedArray a) {
                int n = a.stride() == 0 ? 0 : offset / a.stride();
                sb.append('[').append(n).append(']');
                offset -= n * a.stride();
                type = a.element();
            } else if (leaf instanceof TypeLeaf.Hlsl h && sb.length() > 0) {
                // D3DDisassemble names no scalar HLSL built-in (min16uint…) and says so in the listing
                sb.append("<unknown HLSL built-in ").append(h.kind()).append(" offset ").append(offset).append('>');
                break;
            } else if (leaf instanceof TypeLeaf.Vector v) {
                int es = Math.max(1, size(v.element()));
                sb.append('.').append("xyzw".charAt(Math.min(3, offset / es)));
                break;
            } else if (leaf instanceof TypeLeaf.Matrix m) {
                int es = Math.max(1, size(m.element()));
                int major = offset / Math.max(1, m.majorStride());
                int minor = offset % Math.max(1, m.majorStride()) / es;
                int row = m.rowMajor() ? major : minor;
                int col = m.rowMajor() ? minor : major;
                sb.append("._m").append(row).append(col);
                break;
            } else {
                break;
            }
        }
        return sb.toString();
    }

    /** The recorded size of an array leaf, -1 for any other leaf. */
    private static int arraySize(TypeLeaf leaf) {
        if (leaf instanceof TypeLeaf.Array a) {
            return a.size();
        }
        return leaf instanceof TypeLeaf.StridedArray a ? a.size() : -1;
    }

    /** The leaf of {@code type} past any modifiers. */
    private TypeLeaf resolve(int type) {
        TypeLeaf leaf = pdb.types().leaf(type);
        for (int guard = 0; guard < 64 && leaf instanceof TypeLeaf.Modifier m; guard++) {
            leaf = pdb.types().leaf(m.type());
        }
        return leaf;
    }

    private int size(int type) {
        for (int guard = 0; guard < 64; guard++) {
            TypeLeaf leaf = pdb.types().leaf(type);
            if (leaf instanceof TypeLeaf.Modifier m) {
                type = m.type();
                continue;
            }
            if (leaf instanceof TypeLeaf.Simple s) {
                return s.size();
            }
            if (leaf instanceof TypeLeaf.Struct s) {
                return s.size();
            }
            if (leaf instanceof TypeLeaf.Array a) {
                return a.size();
            }
            if (leaf instanceof TypeLeaf.Vector v) {
                return v.size();
            }
            if (leaf instanceof TypeLeaf.StridedArray a) {
                return a.size();
            }
            if (leaf instanceof TypeLeaf.Hlsl h) {
                return h.size();
            }
            if (leaf instanceof TypeLeaf.Matrix m) {
                return m.rows() * m.columns() * 4;
            }
            return 4;
        }
        return 4;
    }
}
