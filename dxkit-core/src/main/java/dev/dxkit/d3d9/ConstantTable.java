package dev.dxkit.d3d9;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;

/**
 * The constant table ({@code CTAB} comment, {@code D3DXSHADER_CONSTANTTABLE}) that fxc writes into a
 * Direct3D 9 program. Offsets are bytes from the start of the table (the dword after the FourCC).
 *
 * <pre>
 * 0x00 u32 size of this header (28)    0x04 u32 creator string offset   0x08 u32 version token
 * 0x0C u32 constant count              0x10 u32 constant info offset    0x14 u32 flags
 * 0x18 u32 target string offset
 * constant info (20 bytes): u32 name, u16 register set, u16 register index, u16 register count,
 *                           u16 reserved, u32 type info, u32 default value
 * type info (16 bytes): u16 class, u16 type, u16 rows, u16 columns, u16 elements, u16 member count,
 *                       u32 member info offset
 * member info (8 bytes): u32 name, u32 type info
 * </pre>
 *
 * @param creator   the creator string ("Microsoft (R) HLSL Shader Compiler 9.29.952.3111")
 * @param version   the version token the table was built for
 * @param target    the target string, or "" when the offset is 0
 * @param flags     the flags word
 * @param constants the constants in table order
 */
public record ConstantTable(String creator, int version, String target, int flags, List<Constant> constants) {
    private static final String WHERE = "CTAB";
    /** Struct nesting deeper than this is refused (a cycle of member offsets would otherwise never end). */
    private static final int MAX_DEPTH = 32;

    /**
     * Copies {@code constants}, so that the collection it was given cannot change the record.
     *
     * @param creator the creator string ("Microsoft (R) HLSL Shader Compiler 9.29.952.3111")
     * @param version the version token the table was built for
     * @param target the target string, or "" when the offset is 0
     * @param flags the flags word
     * @param constants the constants in table order
     */
    public ConstantTable {
        constants = List.copyOf(constants);
    }

    /** The register sets of {@code D3DXREGISTER_SET}, with the register letter each lists. */
    public enum RegisterSet {
        BOOL("b"), INT4("i"), FLOAT4("c"), SAMPLER("s");

        private final String prefix;

        RegisterSet(String prefix) {
            this.prefix = prefix;
        }

        /** {@return the register prefix a listing gives this set: {@code b}, {@code i}, {@code c} or {@code s}} */
        public String prefix() {
            return prefix;
        }
    }

    /**
     * One constant.
     *
     * @param name          its name
     * @param registerSet   the register set code (0 bool, 1 int4, 2 float4, 3 sampler)
     * @param registerIndex the first register
     * @param registerCount the registers it takes
     * @param type          its type
     * @param defaultValue  the bytes from its default value to the end of the table, at most 16 per register;
     *                      null when the table gives no default value (offset 0)
     */
    public record Constant(String name, int registerSet, int registerIndex, int registerCount, TypeInfo type,
                           Bytes defaultValue) {
        /** {@return the register set, or null for an unknown code} */
        public RegisterSet set() {
            return registerSet >= 0 && registerSet < 4 ? RegisterSet.values()[registerSet] : null;
        }
    }

    /**
     * A type ({@code D3DXSHADER_TYPEINFO}).
     *
     * @param typeClass the {@code D3DXPARAMETER_CLASS}: 0 scalar, 1 vector, 2 row-major matrix,
     *                  3 column-major matrix, 4 object, 5 struct
     * @param type      the {@code D3DXPARAMETER_TYPE}: 0 void, 1 bool, 2 int, 3 float, 4 string, 5 texture,
     *                  6..9 texture 1D/2D/3D/cube, 10..14 sampler, 1D, 2D, 3D, cube, ...
     * @param members   struct members in order (empty unless {@code typeClass} is 5)
     */
    public record TypeInfo(int typeClass, int type, int rows, int columns, int elements, List<Member> members) {
        public TypeInfo {
            members = List.copyOf(members);
        }
    }

    /** A struct member. */
    public record Member(String name, TypeInfo type) {
    }

    /** Reads the table from the bytes after the {@code CTAB} FourCC. */
    public static ConstantTable read(Bytes body) {
        ByteReader r = body.reader(WHERE);
        r.require(0, 28, "constant table header");
        String creator = string(r, Offsets.at(r, 4, "creator"));
        int version = r.i32At(8);
        int count = r.countAt(12, r.size() / 20, "constant count");
        int info = Offsets.at(r, 16, "constant info");
        int flags = r.i32At(20);
        int targetAt = Offsets.at(r, 24, "target");
        String target = targetAt == 0 ? "" : string(r, targetAt);
        if (count > 0) {
            r.require(info, (long) count * 20, "constant info");
        }
        List<Constant> constants = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int at = info + 20 * i;
            int registers = r.u16At(at + 8);
            int defaultAt = Offsets.at(r, at + 16, "default value");
            Bytes defaults = null;
            if (defaultAt != 0) {
                r.require(defaultAt, 0, "default value");
                defaults = r.sliceAt(defaultAt, Math.min(r.size() - defaultAt, registers * 16));
            }
            constants.add(new Constant(string(r, Offsets.at(r, at, "name")), r.u16At(at + 4), r.u16At(at + 6), registers,
                    type(r, Offsets.at(r, at + 12, "type info"), 0), defaults));
        }
        return new ConstantTable(creator, version, target, flags, constants);
    }

    private static TypeInfo type(ByteReader r, int at, int depth) {
        if (depth > MAX_DEPTH) {
            throw r.error(at, "struct nesting at most " + MAX_DEPTH + " deep");
        }
        r.require(at, 16, "type info");
        int memberCount = r.u16At(at + 10);
        int membersAt = Offsets.at(r, at + 12, "struct members");
        List<Member> members = new ArrayList<>();
        if (memberCount > 0) {
            r.require(membersAt, memberCount * 8L, "struct member info");
            for (int i = 0; i < memberCount; i++) {
                int m = membersAt + 8 * i;
                members.add(new Member(string(r, Offsets.at(r, m, "member name")),
                        type(r, Offsets.at(r, m + 4, "member type"), depth + 1)));
            }
        }
        return new TypeInfo(r.u16At(at), r.u16At(at + 2), r.u16At(at + 4), r.u16At(at + 6), r.u16At(at + 8), members);
    }

    private static String string(ByteReader r, int at) {
        return r.cStringAt(at);
    }
}
