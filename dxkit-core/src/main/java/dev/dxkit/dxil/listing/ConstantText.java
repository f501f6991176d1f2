package dev.dxkit.dxil.listing;

import dev.dxkit.dxil.Constant;
import dev.dxkit.dxil.LlvmType;

import java.util.ArrayList;
import java.util.List;

/**
 * The constants of a DXIL module as LLVM 3.7's assembly writer prints them: scalars (through {@link LlvmNumbers}),
 * aggregates, strings, data arrays and the cast and getelementptr expressions. Types and the values a constant
 * names are printed by the {@link DxilIrWriter} that owns this, which also keeps the bit an error points at.
 */
final class ConstantText {
    private final DxilIrWriter w;

    ConstantText(DxilIrWriter w) {
        this.w = w;
    }

    /** Value ids a constant refers to (aggregates, constant expressions). */
    static List<Integer> operands(Constant c) {
        List<Integer> ops = new ArrayList<>();
        switch (c.code()) {
            case 7 -> {
                for (long v : c.ops()) {
                    ops.add(DxilIrWriter.valueId(v));
                }
            }
            case 11 -> {
                if (c.ops().length >= 3) {
                    ops.add(DxilIrWriter.valueId(c.ops()[2]));
                }
            }
            case 12, 20 -> {
                long[] o = c.ops();
                for (int i = (o.length & 1); i + 1 < o.length; i += 2) {
                    ops.add(DxilIrWriter.valueId(o[i + 1]));
                }
            }
            default -> {
                // scalars refer to nothing
            }
        }
        return ops;
    }

    /** The constant as an operand (without its type); an error inside it names its own record. */
    String text(Constant c, DxilIrWriter.Fn fn) {
        // an error inside names the constant's record; the record that used it goes on after
        long user = w.at;
        w.at = c.bit();
        String s = body(c, fn);
        w.at = user;
        return s;
    }

    private String body(Constant c, DxilIrWriter.Fn fn) {
        LlvmType t = w.type(c.typeId());
        long[] o = c.ops();
        switch (c.code()) {
            case Constant.NULL -> {
                return switch (t.kind()) {
                    case INTEGER -> t.width() == 1 ? "false" : "0";
                    case FLOAT, DOUBLE -> "0.000000e+00";
                    case HALF -> "0xH0000";
                    case POINTER -> "null";
                    default -> "zeroinitializer";
                };
            }
            case Constant.UNDEF -> {
                return "undef";
            }
            case Constant.INTEGER -> {
                long v = Constant.decodeSigned(w.cop(c, 0));
                if (t.width() == 1) {
                    return (v & 1) != 0 ? "true" : "false";
                }
                if (t.width() < 64) {
                    v = (v << (64 - t.width())) >> (64 - t.width());
                }
                return Long.toString(v);
            }
            case Constant.FLOAT -> {
                return switch (t.kind()) {
                    case HALF -> LlvmNumbers.half((int) w.cop(c, 0));
                    case FLOAT -> LlvmNumbers.fp(Float.intBitsToFloat((int) w.cop(c, 0)));
                    default -> LlvmNumbers.fp(Double.longBitsToDouble(w.cop(c, 0)));
                };
            }
            case 7 -> {
                StringBuilder sb = new StringBuilder();
                String open = t.kind() == LlvmType.Kind.ARRAY ? "[" : t.kind() == LlvmType.Kind.VECTOR ? "<"
                        : t.flag() ? "<{ " : "{ ";
                String close = t.kind() == LlvmType.Kind.ARRAY ? "]" : t.kind() == LlvmType.Kind.VECTOR ? ">"
                        : t.flag() ? " }>" : " }";
                sb.append(open);
                for (int i = 0; i < o.length; i++) {
                    sb.append(i > 0 ? ", " : "").append(w.typed(DxilIrWriter.valueId(o[i]), fn));
                }
                return sb.append(close).toString();
            }
            case 8, 9 -> {
                StringBuilder sb = new StringBuilder("c\"");
                StringBuilder raw = new StringBuilder();
                for (long v : o) {
                    raw.append((char) (v & 0xFF));
                }
                if (c.code() == 9) {
                    raw.append('\0');
                }
                return sb.append(LlvmNumbers.escape(raw.toString())).append('"').toString();
            }
            case 22 -> {
                int et = w.element(c.typeId(), 0);
                LlvmType e = w.type(et);
                if (e.kind() == LlvmType.Kind.INTEGER && e.width() == 8 && t.kind() == LlvmType.Kind.ARRAY) {
                    StringBuilder raw = new StringBuilder();
                    for (long v : o) {
                        raw.append((char) (v & 0xFF));
                    }
                    return "c\"" + LlvmNumbers.escape(raw.toString()) + "\"";
                }
                StringBuilder sb = new StringBuilder(t.kind() == LlvmType.Kind.VECTOR ? "<" : "[");
                String en = w.typeName(et);
                for (int i = 0; i < o.length; i++) {
                    sb.append(i > 0 ? ", " : "").append(en).append(' ');
                    switch (e.kind()) {
                        case HALF -> sb.append(LlvmNumbers.half((int) o[i]));
                        case FLOAT -> sb.append(LlvmNumbers.fp(Float.intBitsToFloat((int) o[i])));
                        case DOUBLE -> sb.append(LlvmNumbers.fp(Double.longBitsToDouble(o[i])));
                        default -> {
                            long v = o[i];
                            if (e.width() == 1) {
                                sb.append((v & 1) != 0 ? "true" : "false");
                                continue;
                            }
                            if (e.width() < 64) {
                                v = (v << (64 - e.width())) >> (64 - e.width());
                            }
                            sb.append(v);
                        }
                    }
                }
                return sb.append(t.kind() == LlvmType.Kind.VECTOR ? ">" : "]").toString();
            }
            case 11 -> {
                // CE_CAST [opcode, opty, opval]
                return w.named(DxilIrWriter.CASTS, w.cop(c, 0), 0, "cast opcode") + " ("
                        + w.typed(DxilIrWriter.valueId(w.cop(c, 2)), fn) + " to "
                        + w.typeName(c.typeId()) + ")";
            }
            case 12, 20 -> {
                // CE_GEP / CE_INBOUNDS_GEP [(pointee type), (ty, val)*]
                StringBuilder sb = new StringBuilder("getelementptr ");
                if (c.code() == 20) {
                    sb.append("inbounds ");
                }
                sb.append('(');
                int first = o.length & 1;
                int src;
                if (first == 1) {
                    src = w.recordType(o[0]);
                } else {
                    src = w.element(w.valueType(DxilIrWriter.valueId(w.cop(c, 1)), fn), 0);
                }
                sb.append(w.typeName(src));
                for (int i = first; i + 1 < o.length; i += 2) {
                    sb.append(", ").append(w.typed(DxilIrWriter.valueId(o[i + 1]), fn));
                }
                return sb.append(')').toString();
            }
            default -> throw w.error("constant code " + c.code() + " not printed");
        }
    }
}
