// Decompiled by dxkit from a gs_5_0 program.

RWStructuredBuffer<uint> Invocations : register(u1);

struct Input
{
};

[maxvertexcount(1)]
void main(point Input i[1], inout TriangleStream<float4> stream, uint primitiveId : SV_PrimitiveID)
{
    InterlockedAdd(Invocations[0u], 1u);
    InterlockedMax(Invocations[1u], primitiveId);
}
