package dev.dxkit.census;

/**
 * A file the census could not read as what it looked like, and why.
 *
 * @param path   the file as walked (with "@0xOFFSET" for a container carved out of it)
 * @param group  the group the file was counted in
 * @param where  the structure reading stopped in ("container", "d3d9", "SHEX", "io", …)
 * @param reason the whole message, naming the byte
 */
public record Refusal(String path, String group, String where, String reason) implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
}
