package dev.dxkit.io;

/**
 * The one exception dxkit throws for input that does not follow its format.
 *
 * <p>The message always reads {@code WHERE @0xOFFSET: what was expected, what was found}, for example
 * {@code RDEF @0x01a4: need 4 bytes for u32, 2 left}. {@link #where()} names the structure being read
 * (a part's FourCC, "container", "token stream", …) and {@link #offset()} the byte (or, where the
 * structure says so, the dword or bit) at which reading failed.
 */
public final class DxFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The structure read, as the message names it. */
    private final String where;
    /** The byte offset in that structure, or -1 for a text position. */
    private final long offset;
    /** What was expected and found. */
    private final String detail;

    /** The line of a text position, or 0. */
    private final int line;
    /** The column of a text position, or 0. */
    private final int column;

    /**
     * An error in structure {@code where} at byte {@code offset}: {@code detail} says what was expected and
     *     found.
     * @param where the structure read ({@code RDEF}, {@code file} …)
     * @param offset the byte offset in that structure
     * @param detail what was expected and what was found
     */
    public DxFormatException(String where, long offset, String detail) {
        super(where + " @0x" + hex(offset) + ": " + detail);
        this.where = where;
        this.offset = offset;
        this.detail = detail;
        this.line = 0;
        this.column = 0;
    }

    private DxFormatException(String where, int line, int column, String detail) {
        super(where + ":" + line + ":" + column + ": " + detail);
        this.where = where;
        this.offset = -1;
        this.detail = detail;
        this.line = line;
        this.column = column;
    }

    /**
     * An error in a text ({@code FILE:LINE:COLUMN: detail}, the form compilers print): {@link #offset()} is -1,
     * {@link #line()} and {@link #column()} count from 1.
     */
    public static DxFormatException inText(String file, int line, int column, String detail) {
        return new DxFormatException(file, line, column, detail);
    }

    /** {@return the line (from 1) of an error in a text, else 0} */
    public int line() {
        return line;
    }

    /** {@return the column (from 1) of an error in a text, else 0} */
    public int column() {
        return column;
    }

    /** {@return the structure being read when the error was found} */
    public String where() {
        return where;
    }

    /** {@return the byte offset (within the file or structure named by {@link #where()}) where reading failed} */
    public long offset() {
        return offset;
    }

    /** {@return what was expected and what was found, without the location} */
    public String detail() {
        return detail;
    }

    private static String hex(long v) {
        String s = Long.toHexString(v);
        return s.length() >= 4 ? s : "0000".substring(s.length()) + s;
    }
}
