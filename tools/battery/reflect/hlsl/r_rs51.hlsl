// SM 5.1 programs carrying a root signature (d3dcompiler writes an RTS0 part beside the program).
#define RS51 "RootFlags( ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT|DENY_GEOMETRY_SHADER_ROOT_ACCESS ), " \
             "RootConstants(b1, num32BitConstants=2, visibility=SHADER_VISIBILITY_PIXEL), " \
             "DescriptorTable( SRV(t0, numDescriptors=3), CBV(b2, space=4, offset=7), UAV(u0) ), " \
             "SRV(t5, space=2), StaticSampler(s0, addressU=TEXTURE_ADDRESS_MIRROR_ONCE, mipLODBias=-0.75, maxLOD=6)"
#define RSCS "DescriptorTable(UAV(u0, numDescriptors=unbounded)), CBV(b0)"
cbuffer K : register(b1) { float2 k; };
struct Xf { float4x4 m; };
ConstantBuffer<Xf> xf : register(b2, space4);
Texture2D<float4> tex[3] : register(t0);
StructuredBuffer<float4> sb : register(t5, space2);
RWTexture2D<float4> rw : register(u0);
SamplerState smp : register(s0);

[RootSignature(RS51)]
float4 VSRs(float4 p : POSITION) : SV_Position { return mul(p, xf.m) + sb[0]; }

[RootSignature(RS51)]
float4 PSRs(float4 p : SV_Position, float2 uv : TEXCOORD) : SV_Target
{
    rw[uint2(p.xy)] = k.xyxy;
    return tex[1].Sample(smp, uv) * k.x + tex[2].Sample(smp, uv + k);
}

RWBuffer<uint> many[] : register(u0);
cbuffer C0 : register(b0) { uint n; };
[RootSignature(RSCS)]
[numthreads(16, 1, 1)]
void CSRs(uint3 id : SV_DispatchThreadID) { many[n + id.x][id.y] = id.x; }
