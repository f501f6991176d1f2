// SM 5.1 battery 2: spaces, descriptor arrays, ConstantBuffer<T>, structured buffers of nested structs
struct Cam { float4x4 vp; float3 pos; uint frame; };
struct Inner { float v[3]; uint2 id; };
struct Item { float4 a; Inner in2[2]; row_major float2x3 m; };
ConstantBuffer<Cam> CamCB : register(b0, space1);
ConstantBuffer<Cam> CamArr[4] : register(b1, space1);
cbuffer Legacy : register(b3) { float4 L0; uint Idx; float3 pad; };
#ifdef UB
Texture2D<float4> Tex[] : register(t0, space2);
#else
Texture2D<float4> Tex[16] : register(t0, space2);
#endif
Texture2D<float4> Fixed[8] : register(t0, space0);
StructuredBuffer<Item> Items : register(t8);
StructuredBuffer<Item> ItemArr[2] : register(t9);
RWStructuredBuffer<Item> OutItems : register(u0, space3);
RWByteAddressBuffer Raw[3] : register(u1, space3);
SamplerState Samp[4] : register(s0, space4);
SamplerComparisonState Cmp : register(s4);

float4 PS51(float4 pos : SV_Position, float2 uv : TEXCOORD0, nointerpolation uint m : MAT) : SV_Target
{
    float4 r = Tex[NonUniformResourceIndex(m)].Sample(Samp[m & 3], uv);
    r += Fixed[Idx & 7].Sample(Samp[0], uv) + Fixed[2].Load(int3(pos.xy, 0));
    Item it = Items[m];
    r += it.a + it.in2[m & 1].v[2] + ItemArr[m & 1][0].m[1].x;
    r += mul(CamArr[m & 3].vp, float4(CamCB.pos, 1));
    r.x += Fixed[1].SampleCmp(Cmp, uv, 0.5);
    return r + L0;
}

[numthreads(32, 1, 1)]
void CS51(uint3 id : SV_DispatchThreadID)
{
    Item it = Items[id.x];
    it.in2[1].id += CamCB.frame;
    it.a *= CamArr[id.x & 3].pos.x;
    OutItems[id.x] = it;
    uint o;
    Raw[id.x % 3].InterlockedAdd(id.x * 4, 1, o);
    Raw[0].InterlockedCompareExchange(0, o, id.x, o);
    Raw[2].Store2(16 + o * 8, it.in2[0].id);
}
