// Decompiled by dxkit from a cs_5_1 program.

struct b0_t
{
    float4 c[1];
};
ConstantBuffer<b0_t> b0[1] : register(b1, space0);
RWByteAddressBuffer u0 : register(u0, space0);

[numthreads(4, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    int4 r0i;
    r0i.x = (int)threadId.x << 2;
    r0i.y = -1 + (int)threadId.x;
    u0.Store((uint)r0i.x, asuint(b0[NonUniformResourceIndex((uint)r0i.y)].c[0].x));
}
