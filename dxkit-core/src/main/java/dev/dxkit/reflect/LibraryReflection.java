package dev.dxkit.reflect;

import java.util.List;

/** What {@code ID3D12LibraryReflection} returns for a DXIL library: {@code D3D12_LIBRARY_DESC} and each function. */
public record LibraryReflection(String creator, long flags, List<FunctionReflection> functions) implements Reflection {
    public LibraryReflection {
        functions = List.copyOf(functions);
    }

    @Override
    public Api api() {
        return Api.D3D12;
    }
}
