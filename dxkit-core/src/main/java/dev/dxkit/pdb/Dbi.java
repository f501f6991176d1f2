package dev.dxkit.pdb;

import dev.dxkit.io.ByteReader;
import dev.dxkit.io.Bytes;
import java.util.ArrayList;
import java.util.List;

/**
 * The DBI stream (stream 3): a 64-byte header, then the module info substream. dxkit reads the module list
 * only (the section contribution, section map, source info and debug header substreams are not needed).
 *
 * <pre>
 * header: 0x00 version signature (-1)  0x04 version  0x08 age  0x18 module info size  0x1C section contributions
 * module: 0x00 unused  0x04 section contribution (28)  0x20 flags  0x22 symbol stream  0x24 symbol bytes
 *         0x28 C11 bytes  0x2C C13 bytes  0x30 source file count  0x34 unused  0x38 source file name
 *         0x3C PDB path name  0x40 module name, object name (NUL-terminated), padded to 4
 * </pre>
 */
public record Dbi(List<DbiModule> modules) {
    static Dbi read(Bytes stream) {
        ByteReader r = stream.reader("PDB DBI");
        int sig = r.i32At(0); // version signature: -1 for the new format
        if (sig != -1) {
            throw r.error(0, "expected version signature -1, found " + sig);
        }
        int modBytes = r.countAt(0x18, r.size() - 64, "module info size"); // the substream follows the header
        int at = 64;
        int end = 64 + modBytes;
        List<DbiModule> modules = new ArrayList<>();
        while (at < end) {
            r.require(at, 0x40, "module info");
            int symStream = r.u16At(at + 0x22); // 0xFFFF: the module has no stream
            long sym = r.u32At(at + 0x24);
            long c11 = r.u32At(at + 0x28);
            long c13 = r.u32At(at + 0x2C);
            if (sym + c11 + c13 > Integer.MAX_VALUE) {
                throw r.error(at + 0x24, "expected module stream sizes that fit, found " + sym + "+" + c11 + "+" + c13);
            }
            String module = r.cStringAt(at + 0x40);
            int obj = at + 0x40 + module.length() + 1;
            String object = r.cStringAt(obj);
            int next = (obj + object.length() + 1 + 3) & ~3; // padded to 4 bytes
            if (next > end) {
                throw r.error(at, "module info runs past the substream end 0x" + Integer.toHexString(end));
            }
            modules.add(new DbiModule(symStream == 0xFFFF ? -1 : symStream, (int) sym, (int) c11, (int) c13, module, object));
            at = next;
        }
        return new Dbi(List.copyOf(modules));
    }
}
