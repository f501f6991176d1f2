package dev.dxkit.disasm;

import dev.dxkit.container.Container;
import dev.dxkit.part.RdefPart;

import java.util.Optional;

/** The class linkage tables of the listing header (IFCE): class types, instances and interface slots. */
final class ClassLinkagePrinter {
    private ClassLinkagePrinter() {
    }

    static void print(Container c, Optional<RdefPart> rdef, TextSink out) {
        // filled in below
    }
}
