package dev.dxkit.part;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import dev.dxkit.io.LittleEndian;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The class linkage part (IFCE) of a Shader Model 5 program that uses dynamic shader linkage (format doc,
 * "Class linkage part (IFCE)"). Offsets are bytes from the part's start; names are zero-terminated strings
 * after the tables.
 *
 * <pre>
 * 0x00 instance count   0x04 class type count   0x08 slot record count   0x0c interface slot count
 * 0x10 instance table offset (16-byte records)  0x14 class type table offset (12-byte records)
 * 0x18 slot record table offset (16-byte records)  0x1c u32[2] reserved
 * </pre>
 *
 * @param interfaceSlotCount all the slots (an interface array takes one per element)
 * @param original           the bytes as read; encoding writes the fields back over them
 */
public record IfcePart(List<ClassInstance> instances, List<ClassType> classTypes, List<SlotRecord> slots,
                       long interfaceSlotCount, Bytes original) implements Part {

    /**
     * A class type, 12 bytes: name offset, u16 reserved (kept), u16 constant buffer stride, u16 texture count,
     * u16 sampler count.
     */
    public record ClassType(String name, int nameOffset, int reserved, int cbStride, int textureCount,
                            int samplerCount) {
    }

    /**
     * A class instance, 16 bytes: name offset, u16 class type, u16 count, u16 constant buffer (0xffff none),
     * u16 buffer register, u16 first texture, u16 first sampler.
     */
    public record ClassInstance(String name, int nameOffset, int classType, int count, int constantBuffer,
                                int bufferRegister, int firstTexture, int firstSampler) {
    }

    /**
     * A slot record, 16 bytes: slot span, entry count, offset of a u16 class type per entry, offset of a u32
     * function table per entry.
     */
    public record SlotRecord(long slotSpan, List<Integer> classTypes, List<Long> functionTables,
                             int classTypeListOffset, int tableListOffset) {
        public SlotRecord {
            classTypes = List.copyOf(classTypes);
            functionTables = List.copyOf(functionTables);
        }
    }

    public IfcePart {
        instances = List.copyOf(instances);
        classTypes = List.copyOf(classTypes);
        slots = List.copyOf(slots);
    }

    @Override
    public String fourCC() {
        return "IFCE";
    }

    static IfcePart read(Bytes data) {
        ByteReader r = data.reader("IFCE");
        r.require(0, 0x24, "the IFCE header");
        int instanceCount = r.countAt(0x00, r.size() / 16, "instance count");
        int typeCount = r.countAt(0x04, r.size() / 12, "class type count");
        int slotCount = r.countAt(0x08, r.size() / 16, "slot record count");
        int instAt = table(r, 0x10, instanceCount, 16);
        int typeAt = table(r, 0x14, typeCount, 12);
        int slotAt = table(r, 0x18, slotCount, 16);
        List<ClassInstance> instances = new ArrayList<>(instanceCount);
        for (int i = 0; i < instanceCount; i++) {
            int at = instAt + 16 * i;
            int n = r.countAt(at, r.size(), "instance name offset");
            instances.add(new ClassInstance(r.cStringAt(n), n, r.u16At(at + 4), r.u16At(at + 6), r.u16At(at + 8),
                    r.u16At(at + 10), r.u16At(at + 12), r.u16At(at + 14)));
        }
        List<ClassType> types = new ArrayList<>(typeCount);
        for (int i = 0; i < typeCount; i++) {
            int at = typeAt + 12 * i;
            int n = r.countAt(at, r.size(), "class type name offset");
            types.add(new ClassType(r.cStringAt(n), n, r.u16At(at + 4), r.u16At(at + 6), r.u16At(at + 8),
                    r.u16At(at + 10)));
        }
        List<SlotRecord> slots = new ArrayList<>(slotCount);
        for (int i = 0; i < slotCount; i++) {
            int at = slotAt + 16 * i;
            int entries = r.countAt(at + 4, r.size() / 2, "slot entry count");
            int typeList = table(r, at + 8, entries, 2);
            int tableList = table(r, at + 12, entries, 4);
            List<Integer> ct = new ArrayList<>(entries);
            List<Long> ft = new ArrayList<>(entries);
            for (int e = 0; e < entries; e++) {
                ct.add(r.u16At(typeList + 2 * e));
                ft.add(r.u32At(tableList + 4 * e));
            }
            slots.add(new SlotRecord(r.u32At(at), ct, ft, typeList, tableList));
        }
        return new IfcePart(instances, types, slots, r.u32At(0x0c), data);
    }

    private static int table(ByteReader r, int at, int count, int size) {
        long off = r.u32At(at);
        if (count > 0 && (off > r.size() || (long) count * size > r.size() - off)) {
            throw r.error(at, count + " records of " + size + " bytes at " + off + " overrun the part of "
                    + r.size() + " bytes");
        }
        return (int) off;
    }

    /**
     * A new part holding {@code instances}, {@code classTypes} and {@code slots} (their name and list offsets are
     * not read: each is laid out afresh): the header, the instance, class type and slot tables, each slot's class
     * type and function table lists, then the names, each zero-terminated and padded to a word.
     */
    public static IfcePart write(List<ClassInstance> instances, List<ClassType> classTypes, List<SlotRecord> slots,
                                 long interfaceSlotCount) {
        int at = 0x24;
        int instAt = at;
        at += 16 * instances.size();
        int typeAt = at;
        at += 12 * classTypes.size();
        int slotAt = at;
        at += 16 * slots.size();
        int[][] lists = new int[slots.size()][2];
        for (int i = 0; i < slots.size(); i++) {
            int n = slots.get(i).classTypes().size();
            lists[i][0] = at;
            at += (2 * n + 3) & ~3;
            lists[i][1] = at;
            at += 4 * n;
        }
        java.io.ByteArrayOutputStream names = new java.io.ByteArrayOutputStream();
        int[] instName = new int[instances.size()];
        int[] typeName = new int[classTypes.size()];
        for (int i = 0; i < instances.size(); i++) {
            instName[i] = at + names.size();
            name(names, instances.get(i).name());
        }
        for (int i = 0; i < classTypes.size(); i++) {
            typeName[i] = at + names.size();
            name(names, classTypes.get(i).name());
        }
        byte[] a = new byte[at + names.size()];
        System.arraycopy(names.toByteArray(), 0, a, at, names.size());
        LittleEndian.putI32(a, 0x00, instances.size());
        LittleEndian.putI32(a, 0x04, classTypes.size());
        LittleEndian.putI32(a, 0x08, slots.size());
        LittleEndian.putI32(a, 0x0c, (int) interfaceSlotCount);
        LittleEndian.putI32(a, 0x10, instAt);
        LittleEndian.putI32(a, 0x14, typeAt);
        LittleEndian.putI32(a, 0x18, slotAt);
        List<ClassInstance> ci = new ArrayList<>();
        for (int i = 0; i < instances.size(); i++) {
            ClassInstance c = instances.get(i);
            int p = instAt + 16 * i;
            LittleEndian.putI32(a, p, instName[i]);
            LittleEndian.putU16(a, p + 4, c.classType());
            LittleEndian.putU16(a, p + 6, c.count());
            LittleEndian.putU16(a, p + 8, c.constantBuffer());
            LittleEndian.putU16(a, p + 10, c.bufferRegister());
            LittleEndian.putU16(a, p + 12, c.firstTexture());
            LittleEndian.putU16(a, p + 14, c.firstSampler());
            ci.add(new ClassInstance(c.name(), instName[i], c.classType(), c.count(), c.constantBuffer(),
                    c.bufferRegister(), c.firstTexture(), c.firstSampler()));
        }
        List<ClassType> ct = new ArrayList<>();
        for (int i = 0; i < classTypes.size(); i++) {
            ClassType t = classTypes.get(i);
            int p = typeAt + 12 * i;
            LittleEndian.putI32(a, p, typeName[i]);
            LittleEndian.putU16(a, p + 4, t.reserved());
            LittleEndian.putU16(a, p + 6, t.cbStride());
            LittleEndian.putU16(a, p + 8, t.textureCount());
            LittleEndian.putU16(a, p + 10, t.samplerCount());
            ct.add(new ClassType(t.name(), typeName[i], t.reserved(), t.cbStride(), t.textureCount(), t.samplerCount()));
        }
        List<SlotRecord> sr = new ArrayList<>();
        for (int i = 0; i < slots.size(); i++) {
            SlotRecord s = slots.get(i);
            int p = slotAt + 16 * i;
            LittleEndian.putI32(a, p, (int) s.slotSpan());
            LittleEndian.putI32(a, p + 4, s.classTypes().size());
            LittleEndian.putI32(a, p + 8, lists[i][0]);
            LittleEndian.putI32(a, p + 12, lists[i][1]);
            for (int e = 0; e < s.classTypes().size(); e++) {
                LittleEndian.putU16(a, lists[i][0] + 2 * e, s.classTypes().get(e));
                LittleEndian.putI32(a, lists[i][1] + 4 * e, (int) (long) s.functionTables().get(e));
            }
            sr.add(new SlotRecord(s.slotSpan(), s.classTypes(), s.functionTables(), lists[i][0], lists[i][1]));
        }
        return new IfcePart(ci, ct, sr, interfaceSlotCount, Bytes.wrap(a));
    }

    private static void name(java.io.ByteArrayOutputStream out, String s) {
        byte[] b = s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        out.write(b, 0, b.length);
        do {
            out.write(0);
        } while (out.size() % 4 != 0);
    }

    @Override
    public Bytes encode() {
        Patch p = new Patch(original);
        ByteReader r = original.reader("IFCE");
        p.u32(0x00, instances.size()).u32(0x04, classTypes.size()).u32(0x08, slots.size()).u32(0x0c, interfaceSlotCount);
        int instAt = (int) r.u32At(0x10);
        for (int i = 0; i < instances.size(); i++) {
            ClassInstance c = instances.get(i);
            int at = instAt + 16 * i;
            p.u32(at, c.nameOffset()).u16(at + 4, c.classType()).u16(at + 6, c.count()).u16(at + 8, c.constantBuffer())
                    .u16(at + 10, c.bufferRegister()).u16(at + 12, c.firstTexture()).u16(at + 14, c.firstSampler())
                    .cString(c.nameOffset(), c.name());
        }
        int typeAt = (int) r.u32At(0x14);
        for (int i = 0; i < classTypes.size(); i++) {
            ClassType t = classTypes.get(i);
            int at = typeAt + 12 * i;
            p.u32(at, t.nameOffset()).u16(at + 4, t.reserved()).u16(at + 6, t.cbStride()).u16(at + 8, t.textureCount())
                    .u16(at + 10, t.samplerCount()).cString(t.nameOffset(), t.name());
        }
        int slotAt = (int) r.u32At(0x18);
        for (int i = 0; i < slots.size(); i++) {
            SlotRecord s = slots.get(i);
            int at = slotAt + 16 * i;
            p.u32(at, s.slotSpan()).u32(at + 4, s.classTypes().size()).u32(at + 8, s.classTypeListOffset())
                    .u32(at + 12, s.tableListOffset());
            for (int e = 0; e < s.classTypes().size(); e++) {
                p.u16(s.classTypeListOffset() + 2 * e, s.classTypes().get(e));
                p.u32(s.tableListOffset() + 4 * e, s.functionTables().get(e));
            }
        }
        return p.done();
    }

    @Override
    public Map<String, Object> tree() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", "IFCE");
        m.put("size", original.size());
        m.put("interfaceSlotCount", interfaceSlotCount);
        List<Object> ts = new ArrayList<>();
        for (ClassType t : classTypes) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("name", t.name());
            x.put("cbStride", t.cbStride());
            x.put("textureCount", t.textureCount());
            x.put("samplerCount", t.samplerCount());
            ts.add(x);
        }
        m.put("classTypes", ts);
        List<Object> is = new ArrayList<>();
        for (ClassInstance c : instances) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("name", c.name());
            x.put("classType", c.classType());
            x.put("count", c.count());
            x.put("constantBuffer", c.constantBuffer());
            x.put("bufferRegister", c.bufferRegister());
            x.put("firstTexture", c.firstTexture());
            x.put("firstSampler", c.firstSampler());
            is.add(x);
        }
        m.put("instances", is);
        List<Object> ss = new ArrayList<>();
        for (SlotRecord s : slots) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("slotSpan", s.slotSpan());
            x.put("classTypes", s.classTypes());
            x.put("functionTables", s.functionTables());
            ss.add(x);
        }
        m.put("slots", ss);
        return m;
    }
}
