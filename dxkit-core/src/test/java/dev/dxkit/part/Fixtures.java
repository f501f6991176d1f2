package dev.dxkit.part;

import dev.dxkit.container.Container;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The part fixtures under src/test/resources/parts: dxkit's own HLSL compiled with the oracle. */
public final class Fixtures {
    /** The fixture names, one per compiled container. */
    public static final List<String> NAMES = List.of("cbuffers", "cbuffers41", "classes", "depth", "hull", "space",
            "streams", "minprec_hs", "minprec_ds", "minprec_gs");

    private Fixtures() {
    }

    public static byte[] bytes(String file) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/parts/" + file)) {
            if (in == null) {
                throw new IllegalStateException("no fixture " + file);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Container container(String name) {
        return Container.read(bytes(name + ".dxbc"));
    }

    public static String text(String file) {
        return new String(bytes(file), StandardCharsets.ISO_8859_1);
    }
}
