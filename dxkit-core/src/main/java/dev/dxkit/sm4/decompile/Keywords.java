package dev.dxkit.sm4.decompile;

import java.util.Set;

/** HLSL's reserved words, which a name read from a file must not be. */
final class Keywords {
    private Keywords() {
    }

    private static final Set<String> WORDS = Set.of("asm", "bool", "break", "buffer", "case", "cbuffer", "centroid",
            "class", "column_major", "compile", "const", "continue", "default", "discard", "do", "double", "else",
            "extern", "false", "float", "for", "groupshared", "half", "if", "in", "inline", "inout", "int",
            "interface", "line", "linear", "matrix", "namespace", "nointerpolation", "noperspective", "out",
            "packoffset", "pass", "point", "precise", "register", "return", "row_major", "sample", "sampler",
            "shared", "snorm", "static", "string", "struct", "switch", "tbuffer", "technique", "texture", "triangle",
            "true", "typedef", "uint", "uniform", "unorm", "unsigned", "vector", "void", "volatile", "while");

    static boolean is(String s) {
        return WORDS.contains(s) || s.startsWith("__");
    }
}
