package dev.dxkit.dxil;

import java.util.List;
import java.util.Map;

/**
 * An entry of {@code dx.entryPoints}: !{function, name, signatures, resources, properties}.
 *
 * @param function   the entry function's name, or "" (a library's first entry has no function)
 * @param name       the entry name
 * @param kind       its shader kind: the {@code kDxilShaderKindTag} property, else the module's
 * @param inputs     input signature elements
 * @param outputs    output signature elements
 * @param patchConstants patch-constant (or primitive) signature elements
 * @param resources  the resources this entry lists
 * @param properties tag/value properties whose values are integers, by tag
 */
public record EntryPoint(String function, String name, ShaderKind kind, List<SignatureElement> inputs,
                         List<SignatureElement> outputs, List<SignatureElement> patchConstants,
                         List<Resource> resources, Map<Integer, Long> properties) {
    /**
     * Copies {@code inputs}, {@code outputs}, {@code patchConstants}, {@code resources} and {@code properties}, so
     * that the collections it was given cannot change the record.
     *
     * @param function the entry function's name, or "" (a library's first entry has no function)
     * @param name the entry name
     * @param kind its shader kind: the {@code kDxilShaderKindTag} property, else the module's
     * @param inputs input signature elements
     * @param outputs output signature elements
     * @param patchConstants patch-constant (or primitive) signature elements
     * @param resources the resources this entry lists
     * @param properties tag/value properties whose values are integers, by tag
     */
    public EntryPoint {
        inputs = List.copyOf(inputs);
        outputs = List.copyOf(outputs);
        patchConstants = List.copyOf(patchConstants);
        resources = List.copyOf(resources);
        properties = Map.copyOf(properties);
    }
}
