package dev.dxkit.cli;

import dev.dxkit.container.Container;
import dev.dxkit.container.Finding;
import dev.dxkit.container.PartEntry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JSON shapes of containers, parts and findings, shared by the commands. */
final class ContainerJson {
    private ContainerJson() {
    }

    /**
     * Reads the container in {@code file}; when it cannot be read, says so on {@code err} in one line, adds the
     * error to {@code docs} (the JSON list) and returns null.
     */
    static Container readOrReport(String file, java.io.PrintWriter err, List<Object> docs) throws java.io.IOException {
        return readOrReport(file, Io.read(file), err, docs);
    }

    /** {@link #readOrReport(String, java.io.PrintWriter, List)} over bytes already read. */
    static Container readOrReport(String file, byte[] data, java.io.PrintWriter err, List<Object> docs) {
        String what = Io.notAShader(data);
        if (what != null) {
            err.println("dxkit: " + file + ": " + what);
            docs.add(error(file, what));
            return null;
        }
        try {
            return Container.read(data);
        } catch (dev.dxkit.io.DxFormatException e) {
            err.println("dxkit: " + file + ": " + e.getMessage());
            docs.add(error(file, e.getMessage()));
            return null;
        }
    }

    /**
     * The tree of a raw Direct3D 9 program in {@code data}, or null when it is none or refused; a refusal is
     * said on {@code err} in one line and added to {@code docs}, and {@code refused[0]} is set.
     */
    static Map<String, Object> d3d9OrReport(String file, byte[] data, boolean decode, java.io.PrintWriter err,
                                            List<Object> docs, boolean[] refused) {
        try {
            return D3d9Summary.of(file, data, decode);
        } catch (dev.dxkit.io.DxFormatException e) {
            err.println("dxkit: " + e.getMessage());
            docs.add(error(file, e.getMessage()));
            refused[0] = true;
            return null;
        }
    }

    static Map<String, Object> container(String path, Container c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", path);
        m.put("size", c.bytes().size());
        m.put("version", c.majorVersion() + "." + c.minorVersion());
        m.put("storedSize", c.storedSize());
        m.put("digest", c.storedDigest().hex());
        m.put("digestState", c.digestState().label());
        List<Object> parts = new ArrayList<>();
        for (PartEntry p : c.parts()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("kind", p.kind());
            pm.put("offset", p.offset());
            pm.put("size", p.size());
            parts.add(pm);
        }
        m.put("parts", parts);
        m.put("findings", findings(c.findings()));
        return m;
    }

    static List<Object> findings(List<Finding> findings) {
        List<Object> out = new ArrayList<>();
        for (Finding f : findings) {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("kind", f.kind().label());
            fm.put("offset", f.offset());
            fm.put("message", f.message());
            out.add(fm);
        }
        return out;
    }

    static Map<String, Object> error(String path, String message) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("path", path);
        m.put("error", message);
        return m;
    }
}
