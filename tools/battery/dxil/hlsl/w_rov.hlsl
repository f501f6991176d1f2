RasterizerOrderedTexture2D<float4> R0 : register(u1);
RasterizerOrderedBuffer<uint2> R1 : register(u2);
RasterizerOrderedByteAddressBuffer R2 : register(u3);
RasterizerOrderedStructuredBuffer<float3> R3 : register(u4);
RasterizerOrderedTexture2DArray<float> R4 : register(u5);
RasterizerOrderedTexture3D<int4> R5 : register(u6);
RasterizerOrderedTexture1D<float2> R6 : register(u7);
globallycoherent RWTexture2D<float4> G0 : register(u8);
globallycoherent RWByteAddressBuffer G1 : register(u9);
globallycoherent RWStructuredBuffer<uint> G2 : register(u10);
globallycoherent RasterizerOrderedTexture2D<float4> G3 : register(u11);
float4 main(float4 p : SV_Position) : SV_Target
{
    uint2 c = uint2(p.xy);
    float4 r = R0[c] + R1[c.x].xyxy + R2.Load(c.x) + R3[c.y].xyzz + R4[uint3(c, 1)] + R5[uint3(c, 2)] + R6[c.x].xyxy;
    R0[c] = r; R1[c.x] = c; R2.Store(0, c.x); R3[0] = r.xyz; R4[uint3(c, 0)] = r.x; R5[uint3(c, 0)] = 1; R6[0] = r.xy;
    G0[c] = r; G1.Store(4, 1); G2[1] = 2; G3[c] = r + G0[c + 1] + G1.Load(8) + G2[3] + G3[c + 2];
    return r;
}
