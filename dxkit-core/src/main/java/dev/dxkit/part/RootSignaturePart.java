package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;

import java.util.ArrayList;
import java.util.List;

/**
 * The RTS0 part: a serialized root signature, versions 1.0, 1.1 and 1.2 (D3D12 root-signature documentation;
 * DirectXShaderCompiler's DxilRootSignature serializer). All offsets count from the start of the part.
 *
 * <pre>
 * 0x00  u32  version: 1 = 1.0, 2 = 1.1, 3 = 1.2
 * 0x04  u32  parameter count       0x08  u32  parameters offset
 * 0x0c  u32  static sampler count  0x10  u32  static samplers offset
 * 0x14  u32  flags (D3D12_ROOT_SIGNATURE_FLAGS)
 * parameter (12 bytes): u32 type (0 table, 1 32-bit constants, 2 CBV, 3 SRV, 4 UAV), u32 visibility, u32 payload offset
 *   table:      u32 range count, u32 ranges offset; range {type, count, base register, space, (1.1+) flags, offset}
 *   constants:  u32 register, u32 space, u32 32-bit value count
 *   descriptor: u32 register, u32 space, (1.1+) u32 flags
 * static sampler (52 bytes, 56 in 1.2): filter, address U/V/W, f32 mip LOD bias, max anisotropy, comparison,
 *   border colour, f32 min LOD, f32 max LOD, register, space, visibility, (1.2) flags
 * </pre>
 *
 * <p>{@code dev.dxkit.rootsig} prints it as HLSL root-signature text, compiles such text and serializes it back.
 *
 * @param version        1, 2 or 3
 * @param flags          root-signature flags
 * @param parameters     root parameters in order
 * @param staticSamplers static samplers in order
 * @param bytes          the part data as stored
 */
public record RootSignaturePart(int version, int flags, List<Parameter> parameters, List<StaticSampler> staticSamplers,
                                Bytes bytes) implements Part {
    /**
     * Copies {@code parameters} and {@code staticSamplers}, so that the collections it was given cannot change the
     * record.
     *
     * @param version 1, 2 or 3
     * @param flags root-signature flags
     * @param parameters root parameters in order
     * @param staticSamplers static samplers in order
     * @param bytes the part data as stored
     */
    public RootSignaturePart {
        parameters = List.copyOf(parameters);
        staticSamplers = List.copyOf(staticSamplers);
    }

    /** A root parameter; {@code ranges} for tables, {@code register/space/values} for the others. */
    public record Parameter(int type, int visibility, List<Range> ranges, long register, long space, long values,
                            int flags) {
        public Parameter {
            ranges = List.copyOf(ranges);
        }
    }

    /** A descriptor range of a table ({@code flags} 0 in 1.0). */
    public record Range(int type, long count, long baseRegister, long space, int flags, long offset) {
    }

    /** A static sampler ({@code flags} 0 before 1.2). */
    public record StaticSampler(int filter, int addressU, int addressV, int addressW, float mipLodBias,
                                long maxAnisotropy, int comparison, int borderColor, float minLod, float maxLod,
                                long register, long space, int visibility, int flags) {
    }

    /**
     * Reads an RTS0 part's data.
     *
     * @return the part
     * @param data the part's data
     */
    public static RootSignaturePart read(Bytes data) {
        ByteReader r = data.reader("RTS0");
        r.require(0, 24, "the root-signature header");
        int version = r.i32At(0);
        if (version < 1 || version > 3) {
            throw r.error(0, "version 1, 2 or 3, found " + version);
        }
        int count = r.countAt(4, data.size() / 12, "parameter count");
        int at = r.countAt(8, data.size(), "parameters offset");
        r.require(at, 12L * count, count + " root parameters");
        List<Parameter> params = new ArrayList<>(count);
        for (int i = 0; i < count; i++, at += 12) {
            int type = r.i32At(at);
            int vis = r.i32At(at + 4);
            int payload = r.countAt(at + 8, data.size(), "parameter payload offset");
            switch (type) {
                case 0 -> {
                    int n = r.countAt(payload, data.size() / 20, "range count");
                    int rat = r.countAt(payload + 4, data.size(), "ranges offset");
                    int stride = version == 1 ? 20 : 24;
                    r.require(rat, (long) stride * n, n + " descriptor ranges");
                    List<Range> ranges = new ArrayList<>(n);
                    for (int k = 0; k < n; k++, rat += stride) {
                        ranges.add(version == 1
                                ? new Range(r.i32At(rat), r.u32At(rat + 4), r.u32At(rat + 8), r.u32At(rat + 12), 0, r.u32At(rat + 16))
                                : new Range(r.i32At(rat), r.u32At(rat + 4), r.u32At(rat + 8), r.u32At(rat + 12),
                                r.i32At(rat + 16), r.u32At(rat + 20)));
                    }
                    params.add(new Parameter(type, vis, ranges, 0, 0, 0, 0));
                }
                case 1 -> params.add(new Parameter(type, vis, List.of(), r.u32At(payload), r.u32At(payload + 4),
                        r.u32At(payload + 8), 0));
                case 2, 3, 4 -> params.add(new Parameter(type, vis, List.of(), r.u32At(payload), r.u32At(payload + 4), 0,
                        version == 1 ? 0 : r.i32At(payload + 8)));
                default -> throw r.error(at, "root parameter type 0..4, found " + type);
            }
        }
        int samplers = r.countAt(12, data.size() / 52, "static sampler count");
        int sat = r.countAt(16, data.size(), "static samplers offset");
        int stride = version == 3 ? 56 : 52;
        r.require(sat, (long) stride * samplers, samplers + " static samplers");
        List<StaticSampler> list = new ArrayList<>(samplers);
        for (int i = 0; i < samplers; i++, sat += stride) {
            list.add(new StaticSampler(r.i32At(sat), r.i32At(sat + 4), r.i32At(sat + 8), r.i32At(sat + 12),
                    r.f32At(sat + 16), r.u32At(sat + 20), r.i32At(sat + 24), r.i32At(sat + 28), r.f32At(sat + 32),
                    r.f32At(sat + 36), r.u32At(sat + 40), r.u32At(sat + 44), r.i32At(sat + 48),
                    version == 3 ? r.i32At(sat + 52) : 0));
        }
        return new RootSignaturePart(version, r.i32At(20), params, list, data);
    }

    @Override
    public String fourCC() {
        return "RTS0";
    }

    @Override
    public java.util.Map<String, Object> tree() {
        return RecordTree.of(this, RootSignaturePart::name);
    }

    /** The d3d12.h name of an enumeration or flag component, or null for a plain number. */
    private static Object name(Record owner, String component, Object value) {
        if (!(value instanceof Integer i)) {
            return null;
        }
        if (owner instanceof RootSignaturePart) {
            return component.equals("flags") ? RootSignatureNames.rootFlags(i) : null;
        }
        if (owner instanceof Parameter) {
            return switch (component) {
                case "type" -> RootSignatureNames.parameterType(i);
                case "visibility" -> RootSignatureNames.visibility(i);
                case "flags" -> RootSignatureNames.descriptorFlags(i);
                default -> null;
            };
        }
        if (owner instanceof Range) {
            return switch (component) {
                case "type" -> RootSignatureNames.rangeType(i);
                case "flags" -> RootSignatureNames.rangeFlags(i);
                default -> null;
            };
        }
        if (owner instanceof StaticSampler) {
            return switch (component) {
                case "filter" -> RootSignatureNames.filter(i);
                case "addressU", "addressV", "addressW" -> RootSignatureNames.addressMode(i);
                case "comparison" -> RootSignatureNames.comparison(i);
                case "borderColor" -> RootSignatureNames.borderColor(i);
                case "visibility" -> RootSignatureNames.visibility(i);
                case "flags" -> RootSignatureNames.samplerFlags(i);
                default -> null;
            };
        }
        return null;
    }

    @Override
    public Bytes encode() {
        return bytes;
    }
}
