package dev.dxkit.dxil;

/**
 * A resource of {@code dx.resources} (or an entry's resource list): the common fields [id, variable, name,
 * space, lower bound, range size] and the class-specific ones.
 *
 * @param resourceClass SRV, UAV, CBV or sampler
 * @param id            the range id within its class
 * @param name          the variable name ("" if none)
 * @param space         the register space
 * @param lowerBound    the first register
 * @param rangeSize     the register count (0xFFFFFFFF for unbounded)
 * @param shape         DXIL::ResourceKind for SRVs and UAVs; the sampler kind for samplers; 0 for CBVs
 * @param sizeInBytes   a CBV's size; 0 otherwise
 * @param counter       a UAV with a hidden counter
 * @param rasterizerOrdered a rasterizer-ordered UAV
 * @param elementType   the component type (tag 0 of the extra properties), or -1
 * @param stride        the structure stride (tag 1), or -1
 * @param sampleCount   an SRV's sample count (field 7); 0 for the other classes
 * @param variableType  the LLVM type id of the resource variable (field 1: a pointer to the resource's struct),
 *                      or -1 where the field is null
 */
public record Resource(ResourceClass resourceClass, int id, String name, int space, long lowerBound, long rangeSize,
                       int shape, long sizeInBytes, boolean counter, boolean rasterizerOrdered, int elementType,
                       int stride, long sampleCount, int variableType) {
    /** The four lists of {@code dx.resources}, in order. */
    public enum ResourceClass {
        SRV("t"), UAV("u"), CBV("cb"), SAMPLER("s");

        /** The HLSL register prefix. */
        public final String register;

        ResourceClass(String register) {
            this.register = register;
        }
    }
}
