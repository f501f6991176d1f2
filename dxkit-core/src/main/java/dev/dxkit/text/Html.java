package dev.dxkit.text;

/**
 * The HTML of {@code D3DDisassemble}'s flag 0x01 (colour): the font elements its listings open and close, shared
 * by the Shader Model 4/5, level 9 and Direct3D 9 listings and the debug annotations woven into them.
 */
public final class Html {
    /** Keywords and register names. */
    public static final String YELLOW = "<font color = \"#ffff40\">";
    /** Literal values. */
    public static final String CYAN = "<font color = \"#00ffff\">";
    /** Comments. */
    public static final String GREY = "<font color = \"#a0a0a0\">";
    /** The light grey of the program text and of its number and offset columns under HTML. */
    public static final String LIGHT = "<font color = \"#e0e0e0\">";
    /** Closes the element opened last. */
    public static final String FONT_END = "</font>";

    private Html() {
    }
}
