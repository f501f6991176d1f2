package dev.dxkit.rootsig;

import dev.dxkit.container.ContainerWriter;
import dev.dxkit.container.PartEntry;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;
import dev.dxkit.part.RootSignaturePart;
import dev.dxkit.part.RootSignaturePart.Parameter;
import dev.dxkit.part.RootSignaturePart.Range;
import dev.dxkit.part.RootSignaturePart.StaticSampler;

import java.util.List;

/**
 * Serializes a root signature into an RTS0 part exactly as DirectXShaderCompiler's serializer lays it out: the
 * 24-byte header, the array of 12-byte root parameters, then each parameter's payload in parameter order (a
 * table's 8-byte header followed at once by its ranges), then the static samplers. Every block starts where the
 * previous one ended (all sizes are multiples of four, so the serializer's alignment never adds a byte), and
 * an empty block still gets the offset of the point where it would start.
 */
public final class RootSignatureWriter {
    private RootSignatureWriter() {
    }

    /** The RTS0 part of a root signature of {@code version} (1 = 1.0, 2 = 1.1, 3 = 1.2). */
    public static RootSignaturePart write(int version, int flags, List<Parameter> parameters,
                                          List<StaticSampler> samplers) {
        if (version < 1 || version > 3) {
            throw new IllegalArgumentException("root signature version 1, 2 or 3, not " + version);
        }
        int descriptorSize = version == 1 ? 8 : 12;
        int rangeSize = version == 1 ? 20 : 24;
        int samplerSize = version == 3 ? 56 : 52;
        long size = 24 + 12L * parameters.size() + (long) samplerSize * samplers.size();
        for (Parameter p : parameters) {
            size += switch (p.type()) {
                case 0 -> 8 + (long) rangeSize * p.ranges().size();
                case 1 -> 12;
                case 2, 3, 4 -> descriptorSize;
                default -> throw new IllegalArgumentException("root parameter type " + p.type());
            };
        }
        if (size > Integer.MAX_VALUE - 64) {
            throw new IllegalArgumentException("a root signature of " + size + " bytes is too large");
        }
        byte[] out = new byte[(int) size];
        LittleEndian.putI32(out, 0x00, version);
        LittleEndian.putI32(out, 0x04, parameters.size());
        LittleEndian.putI32(out, 0x08, 24); // the parameters follow the header
        LittleEndian.putI32(out, 0x0c, samplers.size());
        LittleEndian.putI32(out, 0x14, flags);
        int at = 24 + 12 * parameters.size(); // the first payload follows the parameter array
        for (int i = 0; i < parameters.size(); i++) {
            Parameter p = parameters.get(i);
            int entry = 24 + 12 * i;
            LittleEndian.putI32(out, entry, p.type());
            LittleEndian.putI32(out, entry + 4, p.visibility());
            LittleEndian.putI32(out, entry + 8, at);
            switch (p.type()) {
                case 0 -> {
                    LittleEndian.putI32(out, at, p.ranges().size());
                    LittleEndian.putI32(out, at + 4, at + 8); // the ranges follow the table header
                    at += 8;
                    for (Range r : p.ranges()) {
                        LittleEndian.putI32(out, at, r.type());
                        LittleEndian.putI32(out, at + 4, (int) r.count());
                        LittleEndian.putI32(out, at + 8, (int) r.baseRegister());
                        LittleEndian.putI32(out, at + 12, (int) r.space());
                        if (version == 1) {
                            LittleEndian.putI32(out, at + 16, (int) r.offset());
                        } else {
                            LittleEndian.putI32(out, at + 16, r.flags());
                            LittleEndian.putI32(out, at + 20, (int) r.offset());
                        }
                        at += rangeSize;
                    }
                }
                case 1 -> {
                    LittleEndian.putI32(out, at, (int) p.register());
                    LittleEndian.putI32(out, at + 4, (int) p.space());
                    LittleEndian.putI32(out, at + 8, (int) p.values());
                    at += 12;
                }
                default -> {
                    LittleEndian.putI32(out, at, (int) p.register());
                    LittleEndian.putI32(out, at + 4, (int) p.space());
                    if (version != 1) {
                        LittleEndian.putI32(out, at + 8, p.flags());
                    }
                    at += descriptorSize;
                }
            }
        }
        LittleEndian.putI32(out, 0x10, at); // the static samplers come last
        for (StaticSampler s : samplers) {
            LittleEndian.putI32(out, at, s.filter());
            LittleEndian.putI32(out, at + 4, s.addressU());
            LittleEndian.putI32(out, at + 8, s.addressV());
            LittleEndian.putI32(out, at + 12, s.addressW());
            LittleEndian.putI32(out, at + 16, Float.floatToRawIntBits(s.mipLodBias()));
            LittleEndian.putI32(out, at + 20, (int) s.maxAnisotropy());
            LittleEndian.putI32(out, at + 24, s.comparison());
            LittleEndian.putI32(out, at + 28, s.borderColor());
            LittleEndian.putI32(out, at + 32, Float.floatToRawIntBits(s.minLod()));
            LittleEndian.putI32(out, at + 36, Float.floatToRawIntBits(s.maxLod()));
            LittleEndian.putI32(out, at + 40, (int) s.register());
            LittleEndian.putI32(out, at + 44, (int) s.space());
            LittleEndian.putI32(out, at + 48, s.visibility());
            if (version == 3) {
                LittleEndian.putI32(out, at + 52, s.flags());
            }
            at += samplerSize;
        }
        return new RootSignaturePart(version, flags, parameters, samplers, Bytes.wrap(out));
    }

    /** The same root signature serialized afresh (equal to the stored bytes for everything DXC wrote). */
    public static RootSignaturePart rewrite(RootSignaturePart part) {
        return write(part.version(), part.flags(), part.parameters(), part.staticSamplers());
    }

    /** A signed container holding only {@code part}, as DXC writes for a rootsig_1_x target. */
    public static byte[] container(RootSignaturePart part) {
        return ContainerWriter.write(List.of(PartEntry.of("RTS0", part.encode())));
    }
}
