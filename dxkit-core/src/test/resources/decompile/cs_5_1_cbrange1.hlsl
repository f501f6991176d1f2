// Decompiled by dxkit from a cs_5_1 program.

struct Light
{
    float4 color;
};

RWByteAddressBuffer Out : register(u0, space0);
ConstantBuffer<Light> One[1] : register(b1, space0);

[numthreads(4, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    int4 r0i;
    r0i.x = (int)threadId.x << 2;
    r0i.y = -1 + (int)threadId.x;
    Out.Store((uint)r0i.x, asuint(One[NonUniformResourceIndex((uint)r0i.y)].color.x));
}
