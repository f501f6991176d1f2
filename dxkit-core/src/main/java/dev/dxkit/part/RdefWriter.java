package dev.dxkit.part;

import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes an RDEF part from scratch (the writer beside {@link RdefPart}, whose {@code encode} writes fields back
 * over bytes it read): header, bindings, constant buffers, variables, types and their members, default values,
 * then the strings, in one of the three {@link RdefLayout}s. Used where a container is rebuilt from a listing's
 * header ({@code dxkit asm} without {@code --base}).
 */
public final class RdefWriter {
    private RdefWriter() {
    }

    /** A binding as the writer takes it: the fields of {@link ResourceBinding} without the name offset. */
    public record Binding(String name, long type, long returnType, long dimension, long sampleCount, long bindPoint,
                          long bindCount, long flags, long space, long id) {
    }

    /** A constant buffer: its kind ({@link CbufferType} code), size in bytes, flags and variables. */
    public record Buffer(String name, long type, long size, long flags, List<Variable> variables) {
        public Buffer {
            variables = List.copyOf(variables);
        }
    }

    /**
     * A variable: the {@link ShaderVariable} fields a listing shows; {@code defaultValue} null for none; the texture
     * and sampler slots of a class instance (start, count; start -1 and count 0 for none), written in the Shader
     * Model 5 layouts.
     */
    public record Variable(String name, long offset, long size, long flags, Type type, byte[] defaultValue,
                           long startTexture, long textureSize, long startSampler, long samplerSize) {
        /** A variable with no texture or sampler slots. */
        public Variable(String name, long offset, long size, long flags, Type type, byte[] defaultValue) {
            this(name, offset, size, flags, type, defaultValue, 0xFFFF_FFFFL, 0, 0xFFFF_FFFFL, 0);
        }
    }

    /** A type: class, type, rows, columns, elements, name (SM5 layouts; null for none) and struct members. */
    public record Type(int varClass, int varType, int rows, int columns, int elements, String name,
                       List<Member> members) {
        public Type {
            members = List.copyOf(members);
        }
    }

    /** A struct member: its name, type and offset from the struct. */
    public record Member(String name, Type type, long offset) {
    }

    /**
     * The RDEF part of {@code layout}: target word {@code target} (u8 minor, u8 major, u16 program type),
     * compile flags {@code flags}, creator string {@code creator}.
     */
    public static Bytes write(RdefLayout layout, long target, long flags, String creator, List<Binding> bindings,
                              List<Buffer> buffers) {
        // the fixed records first, then the strings, each written once
        int at = layout.headerSize;
        int bindAt = at;
        at += bindings.size() * layout.bindingSize;
        int bufAt = at;
        at += buffers.size() * layout.bufferSize;
        int[] varAt = new int[buffers.size()];
        for (int i = 0; i < buffers.size(); i++) {
            varAt[i] = at;
            at += buffers.get(i).variables().size() * layout.variableSize;
        }
        // types, each record once (by identity), members after their type
        Map<Type, Integer> typeAt = new IdentityHashMap<>();
        Map<Type, Integer> memberAt = new IdentityHashMap<>();
        List<Type> order = new ArrayList<>();
        int[] cursor = {at};
        for (Buffer b : buffers) {
            for (Variable v : b.variables()) {
                placeType(v.type(), layout, typeAt, memberAt, order, cursor, 0);
            }
        }
        at = cursor[0];
        Map<Variable, Integer> defaultAt = new IdentityHashMap<>();
        for (Buffer b : buffers) {
            for (Variable v : b.variables()) {
                if (v.defaultValue() != null) {
                    defaultAt.put(v, at);
                    at += (v.defaultValue().length + 3) & ~3;
                }
            }
        }
        Map<String, Integer> strings = new LinkedHashMap<>();
        ByteArrayOutputStream pool = new ByteArrayOutputStream();
        int poolAt = at;
        java.util.function.ToIntFunction<String> str = s -> strings.computeIfAbsent(s, k -> {
            int o = poolAt + pool.size();
            byte[] b = k.getBytes(StandardCharsets.ISO_8859_1);
            pool.write(b, 0, b.length);
            pool.write(0);
            return o;
        });
        byte[] head = new byte[at];
        LittleEndian.putI32(head, 0x00, buffers.size());
        LittleEndian.putI32(head, 0x04, buffers.isEmpty() ? 0 : bufAt);
        LittleEndian.putI32(head, 0x08, bindings.size());
        LittleEndian.putI32(head, 0x0c, bindings.isEmpty() ? 0 : bindAt);
        LittleEndian.putI32(head, 0x10, (int) target);
        LittleEndian.putI32(head, 0x14, (int) flags);
        if (layout.isSm5()) {
            int[] sizes = {layout.tag, layout.headerSize, layout.bufferSize, layout.bindingSize, layout.variableSize,
                    layout.typeSize, layout.memberSize};
            for (int i = 0; i < sizes.length; i++) {
                LittleEndian.putI32(head, 0x1c + 4 * i, sizes[i]);
            }
        }
        for (int i = 0; i < bindings.size(); i++) {
            Binding b = bindings.get(i);
            int r = bindAt + i * layout.bindingSize;
            long[] f = {str.applyAsInt(b.name()), b.type(), b.returnType(), b.dimension(), b.sampleCount(),
                    b.bindPoint(), b.bindCount(), b.flags()};
            for (int k = 0; k < f.length; k++) {
                LittleEndian.putI32(head, r + 4 * k, (int) f[k]);
            }
            if (layout == RdefLayout.SM51) {
                LittleEndian.putI32(head, r + 32, (int) b.space());
                LittleEndian.putI32(head, r + 36, (int) b.id());
            }
        }
        for (int i = 0; i < buffers.size(); i++) {
            Buffer b = buffers.get(i);
            int r = bufAt + i * layout.bufferSize;
            long[] f = {str.applyAsInt(b.name()), b.variables().size(), b.variables().isEmpty() ? 0 : varAt[i],
                    b.size(), b.flags(), b.type()};
            for (int k = 0; k < f.length; k++) {
                LittleEndian.putI32(head, r + 4 * k, (int) f[k]);
            }
            for (int j = 0; j < b.variables().size(); j++) {
                Variable v = b.variables().get(j);
                int va = varAt[i] + j * layout.variableSize;
                Integer d = defaultAt.get(v);
                long[] g = {str.applyAsInt(v.name()), v.offset(), v.size(), v.flags(), typeAt.get(v.type()),
                        d == null ? 0 : d};
                for (int k = 0; k < g.length; k++) {
                    LittleEndian.putI32(head, va + 4 * k, (int) g[k]);
                }
                if (layout.isSm5()) {
                    // texture and sampler slots: start -1, size 0 for plain variables, as fxc writes them
                    LittleEndian.putI32(head, va + 24, (int) v.startTexture());
                    LittleEndian.putI32(head, va + 28, (int) v.textureSize());
                    LittleEndian.putI32(head, va + 32, (int) v.startSampler());
                    LittleEndian.putI32(head, va + 36, (int) v.samplerSize());
                }
                if (d != null) {
                    System.arraycopy(v.defaultValue(), 0, head, d, v.defaultValue().length);
                }
            }
        }
        for (Type t : order) {
            int r = typeAt.get(t);
            LittleEndian.putU16(head, r, t.varClass());
            LittleEndian.putU16(head, r + 2, t.varType());
            LittleEndian.putU16(head, r + 4, t.rows());
            LittleEndian.putU16(head, r + 6, t.columns());
            LittleEndian.putU16(head, r + 8, t.elements());
            LittleEndian.putU16(head, r + 10, t.members().size());
            LittleEndian.putI32(head, r + 12, t.members().isEmpty() ? 0 : memberAt.get(t));
            if (layout.isSm5() && t.name() != null) {
                LittleEndian.putI32(head, r + 32, str.applyAsInt(t.name()));
            }
            for (int k = 0; k < t.members().size(); k++) {
                Member m = t.members().get(k);
                int ma = memberAt.get(t) + k * layout.memberSize;
                LittleEndian.putI32(head, ma, str.applyAsInt(m.name()));
                LittleEndian.putI32(head, ma + 4, typeAt.get(m.type()));
                LittleEndian.putI32(head, ma + 8, (int) m.offset());
            }
        }
        LittleEndian.putI32(head, 0x18, str.applyAsInt(creator));
        while (pool.size() % 4 != 0) {
            pool.write(0xAB);           // fxc pads the string pool with 0xab to a whole word
        }
        byte[] all = new byte[head.length + pool.size()];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(pool.toByteArray(), 0, all, head.length, pool.size());
        return Bytes.wrap(all);
    }

    private static final int MAX_DEPTH = 64;

    private static void placeType(Type t, RdefLayout layout, Map<Type, Integer> typeAt, Map<Type, Integer> memberAt,
                                  List<Type> order, int[] cursor, int depth) {
        if (typeAt.containsKey(t) || depth > MAX_DEPTH) {
            return;
        }
        typeAt.put(t, cursor[0]);
        order.add(t);
        cursor[0] += layout.typeSize;
        if (!t.members().isEmpty()) {
            memberAt.put(t, cursor[0]);
            cursor[0] += t.members().size() * layout.memberSize;
            for (Member m : t.members()) {
                placeType(m.type(), layout, typeAt, memberAt, order, cursor, depth + 1);
            }
        }
    }

}
