package dev.dxkit.d3d9;

/** One item of a Direct3D 9 token stream after the version token: an instruction or a comment block. */
public sealed interface Token permits Instruction, Comment {
    /** Byte offset of the item's first token from the program's version token. */
    int offset();
}
