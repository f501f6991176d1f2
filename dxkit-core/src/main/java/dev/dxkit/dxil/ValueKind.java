package dev.dxkit.dxil;

/** What defines a value of the module's value table. */
public enum ValueKind {
    GLOBAL_VARIABLE, FUNCTION, ALIAS, CONSTANT, ARGUMENT, INSTRUCTION
}
