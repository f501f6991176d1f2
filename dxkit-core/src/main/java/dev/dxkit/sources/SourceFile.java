package dev.dxkit.sources;

import dev.dxkit.io.Bytes;

/**
 * A source file a debug build carries: the name the compiler recorded (as it was given, a path of the machine
 * that compiled it) and the bytes it read, line endings and all.
 *
 * @param name    the recorded name
 * @param content the file's bytes
 */
public record SourceFile(String name, Bytes content) {
}
