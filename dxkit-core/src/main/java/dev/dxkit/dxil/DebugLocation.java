package dev.dxkit.dxil;

/**
 * The source location of one instruction: FUNC_CODE_DEBUG_LOC (35) [line, column, scope + 1, inlinedAt + 1],
 * or the previous one again for FUNC_CODE_DEBUG_LOC_AGAIN (33). LLVM makes it a uniqued DILocation node.
 *
 * @param line      the source line
 * @param column    the column (0 when the record's does not fit LLVM's 16 bits)
 * @param scope     the scope's metadata id
 * @param inlinedAt the inlined-at location's metadata id, or -1
 */
public record DebugLocation(long line, long column, int scope, int inlinedAt) {
}
