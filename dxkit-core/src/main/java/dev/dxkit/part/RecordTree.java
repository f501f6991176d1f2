package dev.dxkit.part;

import dev.dxkit.io.Bytes;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The generic tree of a part record for {@code dxkit dump}: each record component by name, nested records as
 * maps, lists as lists, short byte runs as hex and long ones by size. The component named {@code bytes} (the
 * stored part) is left out: the dump shows the part's size already. A {@link Namer} gives enumeration and
 * flag components their names.
 */
final class RecordTree {
    /** Names the value of one component of a record, or returns null to keep the value as it is. */
    interface Namer {
        Object name(Record owner, String component, Object value);
    }

    private static final Namer NONE = (owner, component, value) -> null;

    private RecordTree() {
    }

    /** The fields of part record {@code part} after its kind and size. */
    static Map<String, Object> of(Part part) {
        return of(part, NONE);
    }

    /** The fields of part record {@code part} after its kind and size, components named by {@code namer}. */
    static Map<String, Object> of(Part part, Namer namer) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("kind", part.fourCC());
        m.put("size", part.encode().size());
        if (part instanceof Record r) {
            fields(r, m, namer);
        }
        return m;
    }

    /** The components of any record {@code r}, in order. */
    static Map<String, Object> fieldsOf(Record r) {
        Map<String, Object> m = new LinkedHashMap<>();
        fields(r, m, NONE);
        return m;
    }

    private static void fields(Record r, Map<String, Object> m, Namer namer) {
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            if (c.getName().equals("bytes") || c.getName().equals("fourCC")) {
                continue;
            }
            Object v;
            try {
                v = c.getAccessor().invoke(r);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException("record accessor " + c, e);
            }
            Object named = namer.name(r, c.getName(), v);
            m.put(c.getName(), named != null ? named : value(v, namer));
        }
    }

    private static Object value(Object v, Namer namer) {
        if (v instanceof Bytes b) {
            return b.size() <= 32 ? b.hex() : b.size() + " bytes";
        }
        if (v instanceof Record r) {
            Map<String, Object> m = new LinkedHashMap<>();
            fields(r, m, namer);
            return m;
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object o : list) {
                out.add(value(o, namer));
            }
            return out;
        }
        if (v instanceof Float f) {
            return f.doubleValue();
        }
        return v;
    }
}
